"""'Each player chooses three permanents they control, then sacrifices the rest.' (101.4: players' choices in
turn order; 701.21a, 701.8a, 701.9a: what happens to the chosen objects or to the rest)."""
