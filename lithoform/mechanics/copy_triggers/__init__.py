"""Abilities that trigger when a player copies a spell (707.10; magecraft, 207.2c)."""
