"""Triggered abilities (603): matching trigger events, additional triggers, cast triggers, look-back."""
