"""Learn (701.48): discard a card to draw one, or else bring a Lesson in from outside the game (the sideboard,
400.11a)."""
