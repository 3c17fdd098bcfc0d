"""'You may cast a spell with mana value 4 or less from your hand without paying its mana cost.' (the
Expertises), 'you may cast target instant card from your graveyard without paying its mana cost. If that spell
would be put into your graveyard, exile it instead.' (Torrential Gearhulk, Dreadhorde Arcanist): a spell cast
during the resolution (608.2g) for no mana (118.9)."""
