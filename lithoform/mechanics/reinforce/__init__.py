"""Reinforce (702.77)."""
