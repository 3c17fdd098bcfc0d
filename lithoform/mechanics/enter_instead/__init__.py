"""Permanents that enter only if something is sacrificed or discarded instead: 'If ~ would enter, sacrifice a
Forest instead. If you do, put ~ onto the battlefield. If you don't, put it into its owner's graveyard.' (Heart of
Yavimaya, Lotus Vale; Mox Diamond's 'you may discard a land card instead'; 614.1a)."""
