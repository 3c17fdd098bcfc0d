"""'Players can't untap more than one land during their untap steps.' (Winter Orb; 502.3)."""
