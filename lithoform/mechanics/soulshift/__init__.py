"""Soulshift (702.46)."""
