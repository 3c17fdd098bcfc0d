"""Ending the turn (724)."""
