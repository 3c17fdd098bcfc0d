"""'Each player loses 2 life unless they discard a card / sacrifice an artifact, a creature, or a land.'
(Tomb of Annihilation's rooms; 101.4, 118.12, 701.9a, 701.21a)."""
