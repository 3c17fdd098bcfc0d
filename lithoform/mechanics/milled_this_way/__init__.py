"""'Mill a card. If a land card was milled this way, ...' (Lorehold Excavation, Saprazzan Breaker, Loafing
Giant): whether one of the cards the effect just milled (701.17a) matches a description, read in the graveyard
they were put into (400.7: the new objects; 608.2c: the instruction before it in the same effect)."""
