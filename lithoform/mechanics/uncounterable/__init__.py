"""'This spell can't be countered' (113.6g, 101.2)."""
