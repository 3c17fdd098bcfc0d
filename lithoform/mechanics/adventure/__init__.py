"""Adventurer cards (715)."""
