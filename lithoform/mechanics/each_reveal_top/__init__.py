"""'Each player reveals the top card of their library. For each nonland card revealed this way, ...' (parley;
701.20a, 101.4, 608.2c)."""
