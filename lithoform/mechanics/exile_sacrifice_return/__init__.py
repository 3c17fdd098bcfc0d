"""'Each player exiles all creature cards from their graveyard, then sacrifices all creatures they control, then
puts all cards they exiled this way onto the battlefield.' (Living End, Living Death, Scrap Mastery: 701.13a,
701.21a, 608.2c)."""
