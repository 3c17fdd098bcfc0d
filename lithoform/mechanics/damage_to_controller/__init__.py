"""'Each creature deals 1 damage to its controller.' (Rakdos Charm): every permanent of a kind is the source of
damage dealt to the player who controls it (120.1, 120.3a)."""
