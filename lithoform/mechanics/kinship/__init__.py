"""Kinship (an ability word, 207.2c): look at the top card; if it shares a creature type with the source, the
player may reveal it, and if they do, an effect happens (401.4, 701.20a, 608.2c)."""
