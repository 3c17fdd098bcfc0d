"""'Exile all noncreature, nonland cards from that player's hand and graveyard.' (Thought Distortion; 701.13a)."""
