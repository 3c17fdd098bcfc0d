"""Scavenge (702.97)."""
