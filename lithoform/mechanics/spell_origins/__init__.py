"""Spells described by the zone they were cast from (601.2a): 'Counter target spell cast from a graveyard.'
(Laquatus's Disdain), '... spell that wasn't cast from its owner's hand' (Wash Away), 'Spend this mana only to
cast spells from your graveyard' (Rootcoil Creeper; 106.6). The description becomes Filter.cast_from, which
rules/continuous/filters.py checks against the spell's `cast_from` (recorded as it was put on the stack)."""
