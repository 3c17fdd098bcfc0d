"""Proliferate (701.34)."""
