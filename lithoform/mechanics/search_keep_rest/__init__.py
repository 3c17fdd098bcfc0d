"""'Search your library and graveyard for five cards and exile the rest. Put the chosen cards on top of your library
in any order.' (Doomsday; 701.23a search, 406.3 exile, 401.1 the library's order)."""
