"""Saga cards (714): chapter abilities, lore counters, and the sacrifice after the final chapter."""
