"""'Counter target spell unless its controller pays {1} for each card in your graveyard.' (701.6a, 118.12,
107.1): the amount of generic mana is counted as the spell resolves (608.2h), then its controller chooses
whether to pay it."""
