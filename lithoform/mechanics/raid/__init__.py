"""Raid (207.2c ability word): the condition 'you attacked this turn' (508.1)."""
