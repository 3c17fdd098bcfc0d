"""'Target opponent exiles a creature they control' (701.13a: a player chooses and exiles their own permanent)."""
