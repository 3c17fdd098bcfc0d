"""Mana that isn't lost as steps and phases end (500.4, 106.4): 'Add {R} or {G}. Until end of turn, you don't
lose this mana as steps and phases end.' (Kessig Naturalist)."""
