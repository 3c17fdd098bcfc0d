"""Exiling from graveyards (406.2): 'Target player exiles a card from their graveyard.' and 'Exile all
graveyards.' (Relic of Progenitus)."""
