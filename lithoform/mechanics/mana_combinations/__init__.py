"""Mana of several colors in one 'Add' (106.1a, 106.3): 'Add three mana in any combination of {R} and/or {G}.'
(Goblin Clearcutter), 'Add two mana of different colors.' (Guild Globe): the player chooses the colors as the
mana is added; each possible combination is one option of the 'Add' (so mana abilities choose it as they do
'{R} or {G}')."""
