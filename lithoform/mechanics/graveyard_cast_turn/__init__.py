"""'You may cast target artifact card from your graveyard this turn.' (Heiko Yamazaki, Norika Yamazaki; 601.3,
611.2a): a resolving ability lets its controller cast one card from their graveyard until the turn ends."""
