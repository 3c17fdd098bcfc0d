"""Removing creatures from combat (506.4)."""
