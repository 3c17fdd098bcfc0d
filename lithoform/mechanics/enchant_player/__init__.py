"""Auras that enchant a player (303.4, 702.5: 'Enchant player', 'Enchant opponent'; Curses)."""
