"""Rampage (702.23)."""
