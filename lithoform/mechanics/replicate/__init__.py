"""Replicate (702.56)."""
