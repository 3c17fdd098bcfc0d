"""'When ~ dies, put its counters on target creature you control' (122.1, 608.2h)."""
