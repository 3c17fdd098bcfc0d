"""'The exiled card's owner may cast that card without paying its mana cost' (607.2a, 608.2g)."""
