"""Venture into the dungeon (701.49) and dungeon cards (309)."""
