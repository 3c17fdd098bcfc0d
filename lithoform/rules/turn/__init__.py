"""Turn structure (500-514): phases and steps, untap, starting the game, extra turns, land plays."""
