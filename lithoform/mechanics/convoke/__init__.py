"""Convoke (702.51)."""
