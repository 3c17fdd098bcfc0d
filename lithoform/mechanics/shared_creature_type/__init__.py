"""'The greatest number of creatures you control that have a creature type in common' (205.3m, 700.5-like count)."""
