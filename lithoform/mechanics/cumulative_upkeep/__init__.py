"""Cumulative upkeep (702.24)."""
