"""'Discard up to two cards, then draw that many cards' (701.9, 121.1)."""
