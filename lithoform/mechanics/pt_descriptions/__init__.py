"""Descriptions that name a power and toughness: 'target 1/1 creature' (Pendelhaven), 'each 1/1 creature you
control' (Pendelhaven Elder): a creature whose power is 1 and toughness is 1 (208.1), checked as targets are
chosen and as the effect resolves (608.2b)."""
