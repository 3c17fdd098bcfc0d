"""'The next time you would draw a card this turn, [instructions] instead.' (the Words cycle of Onslaught): a
replacement effect on one draw, created by a resolving ability (614.11, 611.2a)."""
