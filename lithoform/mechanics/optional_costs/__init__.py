"""'As an additional cost to cast this spell, you may sacrifice an artifact.' and 'If this spell's additional cost was
paid, ...' (601.2b, 601.2f-h): an optional additional cost other than revealing a card (mechanics/reveal_cost)."""
