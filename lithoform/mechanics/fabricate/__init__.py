"""Fabricate (702.123)."""
