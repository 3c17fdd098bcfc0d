"""Improvise (702.126)."""
