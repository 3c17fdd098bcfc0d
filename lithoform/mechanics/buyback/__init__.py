"""Buyback (702.27)."""
