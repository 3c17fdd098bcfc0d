"""Training (702.149)."""
