"""Instructions whose 'until end of turn' comes after them rather than before the sentence (611.2a, 514.2):
'~ has base power and toughness 5/5 until end of turn' (layer 7b, 613.4b), 'double target creature's power
until end of turn' (701.10b)."""
