"""Demonstrate (702.144)."""
