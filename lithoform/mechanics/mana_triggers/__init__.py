"""Triggered mana abilities (605.1b, 605.4a): 'Whenever enchanted land is tapped for mana, its controller adds
an additional {G}' (Wild Growth, Utopia Sprawl; 106.12a)."""
