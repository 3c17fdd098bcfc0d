"""'If a creature card was exiled this way, ...', 'For each creature card exiled this way, ...' (608.2c; Graveyard
Trespasser // Graveyard Glutton): what the resolving object has exiled so far."""
