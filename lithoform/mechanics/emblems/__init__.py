"""Emblems (114)."""
