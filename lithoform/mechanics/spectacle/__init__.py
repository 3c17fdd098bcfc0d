"""Spectacle (702.137)."""
