"""How a creature assigns its combat damage (510.1): 'you may have ~ assign its combat damage as though it
weren't blocked' (all of it to the player or planeswalker it attacks, 510.1b, or among its blockers,
510.1c) and '~ assigns no combat damage this turn'. Abilities the combat damage step reads by name from the
creature's keywords (rules/combat/steps.py); text only."""
