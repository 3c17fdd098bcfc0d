"""Effects that make an object become something: colors, types (613.1d-e, layers 4 and 5)."""
