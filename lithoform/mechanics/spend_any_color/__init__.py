"""'Players may spend mana as though it were mana of any color.' (Mycosynth Lattice; 609.4b)."""
