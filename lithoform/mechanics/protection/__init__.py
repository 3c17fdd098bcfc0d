"""Protection (702.16)."""
