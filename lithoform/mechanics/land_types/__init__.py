"""Lands that gain basic land types (205.1b, 305.6): 'Lands you control are every basic land type in addition to
their other types.' (Dryad of the Ilysian Grove, Prismatic Omen), 'Each land is a Swamp in addition to its other
land types.' (Urborg, Tomb of Yawgmoth), 'Enchanted land is every basic land type in addition to its other
types.' (Nylea's Presence). Layer 4 (613.1d); the lands also have the types' intrinsic mana abilities (305.6,
rules/continuous/layers.py)."""
