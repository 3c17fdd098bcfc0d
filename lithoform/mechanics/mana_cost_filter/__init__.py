"""'an artifact card with mana cost {0} or {1}' (Urza's Saga): a description by the printed mana cost (202.1),
not the mana value (the ruling: not {U}, not {X}). No nodes or rules of its own: Filter.mana_costs, which
the core's `matches` reads."""
