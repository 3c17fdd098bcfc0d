"""'each opponent who didn't discard a nonland card this way' (701.9a, 608.2c): the players a discard left out; 'for each nonland card discarded this way': how many it
discarded."""
