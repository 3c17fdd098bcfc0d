"""Reconfigure (702.151)."""
