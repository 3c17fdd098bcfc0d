"""Connive (701.50)."""
