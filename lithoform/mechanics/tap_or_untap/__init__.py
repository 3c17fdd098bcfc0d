"""'Tap or untap target permanent' (701.26a, 701.26b): one of two actions, chosen as the effect resolves."""
