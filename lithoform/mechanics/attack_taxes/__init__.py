"""Restrictions and costs on attacking a player (508.1c, 508.1h): Propaganda, Ghostly Prison, Blazing Archon."""
