"""Explore (701.44)."""
