"""Flip cards (710): 'flip ~' and the flipped status (110.5)."""
