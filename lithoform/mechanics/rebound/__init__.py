"""Rebound (702.88)."""
