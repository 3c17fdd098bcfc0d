"""A player's party (700.8)."""
