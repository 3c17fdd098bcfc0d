"""Modular (702.43)."""
