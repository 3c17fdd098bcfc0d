"""Switching a creature's power and toughness (613.4d: layer 7d)."""
