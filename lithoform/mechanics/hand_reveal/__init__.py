"""Revealing cards of one's choice from one's hand (701.20a): 'Reveal any number of green cards in your hand.' and
what counts them afterwards, 'the number of cards revealed this way' / 'for each card revealed this way'."""
