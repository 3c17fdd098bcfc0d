"""'change ~'s base power and toughness to that creature's power and toughness until end of turn' (Eldrazi Mimic;
613.4b, 608.2h)."""
