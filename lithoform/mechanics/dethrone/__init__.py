"""Dethrone (702.105)."""
