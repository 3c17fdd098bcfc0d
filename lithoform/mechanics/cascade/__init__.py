"""Cascade (702.85)."""
