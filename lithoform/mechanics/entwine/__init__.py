"""Entwine (702.42)."""
