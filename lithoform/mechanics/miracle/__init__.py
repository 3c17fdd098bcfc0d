"""Miracle (702.94)."""
