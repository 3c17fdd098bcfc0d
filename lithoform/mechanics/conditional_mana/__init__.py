"""Mana abilities that add more mana under a condition: '{T}: Add {C}. If you control an Urza's Power-Plant
and an Urza's Tower, add {C}{C} instead.' (the Urza lands; 605.1a, 605.3b)."""
