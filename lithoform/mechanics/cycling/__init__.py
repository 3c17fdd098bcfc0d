"""Cycling triggers and typecycling (702.29)."""
