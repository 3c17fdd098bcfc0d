"""Graft (702.58) and moving counters (122.5)."""
