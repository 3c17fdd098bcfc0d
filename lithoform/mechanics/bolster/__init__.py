"""Bolster (701.39)."""
