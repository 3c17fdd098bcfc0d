"""Targets chosen by a player other than the controller (601.6, 603.3d): 'At the beginning of each player's upkeep,
that player chooses target player who controls more creatures than they do and is their opponent.' (Oath of
Druids). The player whose upkeep it is chooses, as the controller would when the ability is put on the stack;
'opponent' and 'more creatures than they do' are read from that player's point of view (115.1), when chosen and
again on resolution (608.2b)."""
