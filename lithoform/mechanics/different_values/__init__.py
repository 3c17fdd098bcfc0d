"""'any number of target creature cards that each have a different mana value X or less' (Agadeem's Awakening):
targets of one requirement that must differ from each other in mana value (601.2c, 115.1)."""
