"""'the damage dealt this way' (120.1, 608.2c): the damage the resolving spell or ability's earlier instructions
dealt (Corrupt, Syphon Soul, Rite of Consumption, Enter the God-Eternals)."""
