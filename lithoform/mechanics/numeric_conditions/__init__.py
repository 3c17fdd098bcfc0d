"""Conditions on an object's numbers: 'if its power is 2' (Savage Swipe), 'if its mana value was 3 or
less' (Fading Hope, read from its last known information, 608.2h), 'if it has mana value 2 or less'
(Fatal Push), and a trailing 'if': '[instruction] if [condition].' (608.2c)."""
