"""Annihilator (702.86)."""
