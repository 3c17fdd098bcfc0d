"""Monstrosity (701.37): 'Monstrosity N', 'as long as ~ is monstrous', 'when ~ becomes monstrous'."""
