"""Conditions on a player's numbers: 'as long as seven or more cards are in your graveyard' (threshold, an
ability word, 207.2c; 404), 'as long as you have 30 or more life' (119), 'as long as you have seven or more
cards in hand' (402)."""
