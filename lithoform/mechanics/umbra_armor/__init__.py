"""Umbra armor, formerly totem armor (702.89)."""
