"""Unearth (702.84)."""
