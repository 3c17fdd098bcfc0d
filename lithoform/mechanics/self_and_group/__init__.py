"""A static ability said of its source and a group at once: '~ and land creatures you control get +2/+2'
(Sylvan Advocate), '~ and other Zombies you control have ...' (604.1, 611.3a). No nodes or rules of its own:
two StaticEffects, the source's own and the group's without the source (the set is affected once)."""
