"""Whose step a step trigger waits for (603.2, 503.1a, 504.1, 507.1, 511.2, 513.1a): 'at the beginning of each
player's end step', 'each opponent's draw step', 'each combat', 'combat on each opponent's turn', 'the upkeep
of enchanted creature's controller', and 'at end of combat' (511.2), as a trigger and as a delayed trigger
(603.7) that remembers the objects it names (603.7c)."""
