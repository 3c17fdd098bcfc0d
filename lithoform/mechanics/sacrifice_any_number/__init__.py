"""'Sacrifice any number of lands.' (Scapeshift; 701.21a, 608.2d)."""
