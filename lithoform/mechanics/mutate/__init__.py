"""Mutate (702.140) and merged permanents (730)."""
