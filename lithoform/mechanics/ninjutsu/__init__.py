"""Ninjutsu (702.49)."""
