"""Exchanging and doubling life totals: 'Exchange life totals with target opponent.' (701.12c: Mirror Universe,
Magus of the Mirror), 'Double target player's life total.' (701.10d: Beacon of Immortality)."""
