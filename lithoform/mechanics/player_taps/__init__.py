"""'That player taps an untapped artifact, creature, or land they control for each fade counter on ~' (Tangle
Wire): a player taps permanents of their own that they choose as the effect resolves (701.26a, 608.2d)."""
