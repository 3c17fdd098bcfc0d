"""Converge (ability word, 207.2c): 'for each color of mana spent to cast ~', 'the number of colors of mana spent to
cast ~' (601.2h: the mana paid to cast the spell, 105.1: the five colors; colorless mana is no color)."""
