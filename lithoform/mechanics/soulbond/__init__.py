"""Soulbond (702.95)."""
