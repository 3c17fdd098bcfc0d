"""Casting windows (601.3, 307.1, 500): 'Cast this spell only during combat.', '... only during the declare
attackers step and only if you've been attacked this step.', '... only during an opponent's upkeep.': a
restriction on when the card may be cast, kept as a 'cast ~ only if' condition (mechanics/cast_only_if)."""
