"""Provoke (702.39)."""
