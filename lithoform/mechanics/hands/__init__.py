"""Looking at a hand (400.2: a hidden zone; the look is private)."""
