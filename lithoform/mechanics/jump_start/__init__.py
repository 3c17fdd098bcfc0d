"""Jump-start (702.133)."""
