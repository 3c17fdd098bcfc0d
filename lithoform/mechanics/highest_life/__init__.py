"""The highest (or lowest) life total among players (119, 107.1): an amount read wherever amounts are."""
