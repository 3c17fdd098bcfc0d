"""Damage to 'that player or a planeswalker that player controls' (120.1, 608.2d)."""
