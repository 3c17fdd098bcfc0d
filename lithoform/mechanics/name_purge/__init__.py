"""Searching a player's graveyard, hand and library for cards with a name and exiling them (701.23a, 701.23b):
'Search its controller's graveyard, hand, and library for all cards with the same name as that artifact and
exile them. Then that player shuffles.' (Splinter), '... any number of cards with that name ...' (Memoricide)."""
