"""Descriptions by counters and counted mana values, and removing every counter of a kind (122.1, 122.8):
'each nonland permanent without a fate counter on it', 'remove all fate counters from all permanents'
(Oblivion Stone), 'each nonland permanent with mana value equal to the number of charge counters on ~' (Blast
Zone)."""
