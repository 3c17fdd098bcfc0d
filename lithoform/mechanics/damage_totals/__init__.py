"""Conditions on how much damage was dealt this turn (120.1, 500.1): 'if it has dealt 10 or more damage to that
player this turn' (Vessel of the All-Consuming), '~ has dealt 3 or more damage this turn' (Chandra, Fire of
Kaladesh), 'you were dealt 4 or more damage this turn' (Boarded Window), 'an opponent was dealt 3 or more damage
this turn' (Lightning Phoenix)."""
