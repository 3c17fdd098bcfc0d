"""'life equal to its toughness' (Condemn): an object's toughness as an amount (208.1, 608.2h)."""
