"""Phasing (702.26)."""
