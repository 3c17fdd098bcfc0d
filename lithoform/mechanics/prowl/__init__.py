"""Prowl (702.76): an alternative cost a spell may be cast for after combat damage to a player this turn by a
source of its controller's that had one of the spell's creature types."""
