"""'each opponent who didn't discard a nonland card this way' (701.9a, 608.2c): the players a discard left out."""
