"""'a creature that was dealt damage this turn', 'a creature that dealt damage to you this turn' (120.1, 500.1;
Fatal Blow): qualities of a description read from this turn's damage events (rules/continuous/filters.py)."""
