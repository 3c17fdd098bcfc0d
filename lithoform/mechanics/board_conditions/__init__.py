"""Conditions on what players control and hold, read continuously by static abilities (611.3a)."""
