"""Distributing counters among a bounded number of targets (601.2d, 115.3)."""
