"""'Sacrifice an artifact, a creature, and a land.' (Oubliette; 701.21a): one permanent of each kind."""
