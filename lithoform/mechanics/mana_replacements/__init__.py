"""Replacement effects on the mana a permanent is tapped for (106.12b, 614.1a): 'If a land is tapped for two or
more mana, it produces {C} instead of any other type and amount.' (Damping Sphere), 'If a land is tapped for
mana, it produces colorless mana instead of any other type.' (Ritual of Subdual)."""
