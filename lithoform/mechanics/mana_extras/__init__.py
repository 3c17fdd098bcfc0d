"""Mana abilities with effects besides adding mana (605.1a, 605.3b)."""
