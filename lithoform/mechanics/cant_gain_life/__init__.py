"""'Players can't gain life.', 'Your opponents can't gain life this turn.' (119.7)."""
