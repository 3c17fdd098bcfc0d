"""'Return a land you control to its owner's hand' (the Karoo lands): permanents chosen as the effect
resolves (608.2d) and returned."""
