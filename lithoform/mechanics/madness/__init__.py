"""Madness (702.35)."""
