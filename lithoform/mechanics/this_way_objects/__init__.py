"""'Target player sacrifices a creature. You gain life equal to that creature's toughness.' (Tribute to Hunger):
a later instruction reads an object an earlier instruction of the same spell or ability sacrificed or discarded
(608.2c), as it last existed (608.2h)."""
