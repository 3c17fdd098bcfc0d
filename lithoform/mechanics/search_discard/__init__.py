"""A discard among the steps of a library search: 'Search your library for a card, put that card into your hand,
discard a card at random, then shuffle.' (Gamble; 701.23a, 701.9b)."""
