"""Devotion (700.5): a player's devotion to a color or a combination of colors."""
