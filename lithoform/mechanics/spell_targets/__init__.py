"""Spells and abilities described by what they target (115.1, 115.10): 'Counter target spell that targets a
creature you control.', '... spell or ability that targets you or a creature you control.'. The description
becomes two Filter fields (`targets_player`, `targets_filter`); rules/continuous/filters.py checks them
against the object's current targets whenever the description is checked (as a target is chosen, 601.2c, and
again as the spell resolves, 608.2b)."""
