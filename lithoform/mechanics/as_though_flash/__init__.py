"""'You may cast [quality] spells as though they had flash' (601.3e, 702.8a)."""
