"""Giving control of permanents to a player other than the effect's controller (613.1b, 611.2)."""
