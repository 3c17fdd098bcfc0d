"""'If this is the second time this ability has resolved this turn, ...' (SNC's alliance cards; 608.2c): how many
times this ability of this object has resolved this turn, this resolution included."""
