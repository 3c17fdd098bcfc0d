"""Split second (702.61)."""
