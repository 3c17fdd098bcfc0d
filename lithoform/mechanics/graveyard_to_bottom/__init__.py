"""'Up to one target player puts all the cards from their graveyard on the bottom of their library in a random
order.' (Endurance: 401.4, 115.1)."""
