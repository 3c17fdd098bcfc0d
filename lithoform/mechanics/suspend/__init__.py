"""Suspend (702.62)."""
