"""'The exiled card's owner creates an X/X token, where X is the mana value of the exiled card' (Skyclave
Apparition): the owners of the cards a linked ability exiled (607.2a), and their total mana value."""
