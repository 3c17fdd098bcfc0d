"""'Defending player reveals the top card of their library. If it's a land card, that player puts it into their
hand.' (Goblin Guide; 701.20a): a player other than the controller reveals their top card and keeps it if it
has a quality."""
