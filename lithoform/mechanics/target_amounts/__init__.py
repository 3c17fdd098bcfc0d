"""Amounts read from a target named inside them: 'You gain life equal to target creature's power.' (Soul's Grace;
107.1, 608.2h)."""
