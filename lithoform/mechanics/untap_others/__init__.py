"""'Untap all permanents you control during each other player's untap step.' (Seedborn Muse), 'Untap ~ during
each other player's untap step.' (Victory Chimes, Endbringer): a static ability (502.3) whose permanents untap
at the same time as the active player's, in every other player's untap step."""
