"""'If a creature spell you cast this turn was countered by a spell or ability an opponent controlled' (Summoning
Trap): a condition read from what was countered this turn, and by whom (701.6a, 601.2i)."""
