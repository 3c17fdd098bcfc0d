"""'Whenever a creature is put into your graveyard from the battlefield', 'whenever a card is put into an
opponent's graveyard from anywhere', 'when ~ is put into your graveyard from your library' (603.2, 603.6c,
603.10a; 404.2: a card goes to its owner's graveyard): triggers on cards arriving in a graveyard, with the
graveyard's owner and the zone they came from."""
