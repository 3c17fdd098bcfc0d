"""'As an additional cost to cast this spell, discard a card or pay {5}.' (Lightning Axe; also sacrifice a
creature or pay {3}{B}, Eaten Alive): a choice between two additional costs (601.2b, 601.2f-h). No nodes or
rules of their own: the spell's `additional_cost`, an optional cost that pays mana, and `additional_unless`,
which the core's announcement reads (rules/stack/announce.py)."""
