"""More recipients of damage (120.1): '~ deals 2 damage to any target and 3 damage to itself' (the source),
'to each of two targets' (115.1), 'to the player or planeswalker that creature is attacking' (506.4, 508.1b)."""
