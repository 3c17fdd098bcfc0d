"""Foretell (702.143)."""
