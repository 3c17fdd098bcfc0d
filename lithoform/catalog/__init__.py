"""Where the engine finds a card's definition by name: the hand-written definitions first, then the
card compiled from its Oracle text."""
