"""Overload (702.96)."""
