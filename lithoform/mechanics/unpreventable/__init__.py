"""'Damage can't be prevented (this turn).' (615.12)."""
