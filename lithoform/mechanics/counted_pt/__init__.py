"""Power and toughness defined by a count (604.3, 613.4a): '~'s power is equal to the number of ...'."""
