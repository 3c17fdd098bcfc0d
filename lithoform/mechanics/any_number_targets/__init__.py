"""'Any number of target creatures' (115.1d, 601.2c): a target requirement with no least and no greatest
number; the player chooses them one at a time as the spell or ability is put on the stack (Guardian of Faith,
Hour of Need, Energy Arc)."""
