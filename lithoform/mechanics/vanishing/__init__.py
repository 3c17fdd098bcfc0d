"""Vanishing (702.63)."""
