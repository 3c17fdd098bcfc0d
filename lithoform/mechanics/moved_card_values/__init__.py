"""'The exiled card's power', 'the discarded card's mana value', 'the milled card's mana value', 'the power of the
exiled card' (608.2h): a value of the card an instruction moved, the card a cost exiled or discarded (601.2h,
Corpse Lunge, Volrath the Fallen), else the card this resolution exiled, discarded (701.9a) or milled (701.17a),
else the card the source's linked ability exiled (607.2a, Bishop of Binding)."""
