"""Mana of the colors of a linked exiled card (607.2a, 106.1a): 'Imprint — When Chrome Mox enters the battlefield,
you may exile a nonartifact, nonland card from your hand. / {T}: Add one mana of any of the exiled card's colors.'
The mana ability reads the card its linked ability exiled (and still in exile); a colorless card, or none, gives
no mana (Chrome Mox's ruling)."""
