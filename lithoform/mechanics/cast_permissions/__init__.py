"""Casting spells and playing lands from zones other than the hand (601.3, 305.1; flashback 702.34)."""
