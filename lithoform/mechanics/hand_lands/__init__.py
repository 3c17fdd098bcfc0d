"""Revealing a hand and putting all cards of a kind from it onto the battlefield: 'you may reveal your hand and put
all land cards from it onto the battlefield. If you do, discard your hand.' (Manabond; 701.20a, 110.2a, 305.9)."""
