"""Raid (207.2c, an ability word): 'if you attacked this turn'."""
