"""Choosing a card from a revealed hand or from a graveyard and exiling it (Agonizing Remorse, Memory Leak)."""
