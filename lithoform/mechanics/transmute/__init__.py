"""Transmute (702.53)."""
