"""Casualty (702.153)."""
