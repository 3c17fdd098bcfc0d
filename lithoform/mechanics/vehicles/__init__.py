"""Vehicles and crew (702.122, 301.7)."""
