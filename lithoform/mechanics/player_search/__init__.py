"""Another player searching their library: 'Its controller may search their library for a basic land card,
put it onto the battlefield, then shuffle.' (Path to Exile, Ghost Quarter; 701.23a)."""
