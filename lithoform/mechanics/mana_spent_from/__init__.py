"""Mana spent from a kind of source (106.3, 601.2h): 'if mana from a Treasure was spent to cast it' (Hired
Hexblade), '... to activate this ability' (Forsworn Paladin), 'for each mana from a Treasure that was spent to
cast ~' (Spoils of the Hunt). The payment records the source of each mana spent (Choices.spent_from); a
source is checked as it last existed (a Treasure is sacrificed to make its mana, 608.2h)."""
