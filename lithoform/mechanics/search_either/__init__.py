"""'Search your library for an instant card or a card with flash' (Mystical Teachings; 701.23a, 109.2): a search
for one card that matches either of two whole descriptions."""
