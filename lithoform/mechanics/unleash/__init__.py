"""Unleash (702.98)."""
