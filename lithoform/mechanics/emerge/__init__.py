"""Emerge (702.119): an alternative cost of sacrificing a creature and paying the emerge cost, reduced by the
sacrificed creature's mana value. The core announces it (rules/stack/announce.py: the creature is chosen
before the total cost, 702.119c, and its mana value reduces the generic part, 702.119a)."""
