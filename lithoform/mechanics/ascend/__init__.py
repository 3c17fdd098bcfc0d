"""Ascend and the city's blessing (702.131)."""
