"""'If an opponent has more cards in hand than you, draw two cards. Draw three cards instead if an opponent has
at least four more cards in hand than you.' (Teachings of the Archaics; 'more life than you', Sunset Revelry):
a comparison of hand sizes (402.1) or life totals (119.1) between some opponent and the controller, read as the
spell or ability resolves (608.2c)."""
