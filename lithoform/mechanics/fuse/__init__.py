"""Fuse (702.102): casting both halves of a split card from the hand as one fused split spell."""
