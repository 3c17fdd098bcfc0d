"""Multikicker (702.33c)."""
