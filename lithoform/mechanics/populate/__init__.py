"""Populate (701.36): 'Populate.', '..., then populate.': the controller chooses a creature token they control
and creates a token that's a copy of it (707.2); nothing when they control none (701.36b)."""
