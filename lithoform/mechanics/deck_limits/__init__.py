"""'A deck can have any number of cards named ~.' and 'A deck can have up to seven cards named ~.' (100.2a:
a card's own text may change how many copies of it a constructed deck can have). Deck construction reads the
ability (play/decks.py); it does nothing in a game."""
