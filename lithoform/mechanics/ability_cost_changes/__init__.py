"""'Abilities your opponents activate that target a Merfolk you control cost {2} more to activate.' (Kopala, Warden
of Waves): a static cost change of activated abilities (602.2b, 601.2f, 118.7). The node is
cards.nodes.statics.AbilityCostModifier; the engine reads it in rules/stack/announce (as SpellCostModifier)."""
