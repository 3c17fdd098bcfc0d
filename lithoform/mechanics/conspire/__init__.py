"""Conspire (702.78)."""
