"""'Whenever a player sacrifices a permanent' / 'whenever an opponent sacrifices a creature' (701.21a, 603.10a):
triggers on any player's sacrifices (rules/triggers/matching.py sacrifice_triggers reads Trigger.whose)."""
