"""Regeneration (701.19, 614.8)."""
