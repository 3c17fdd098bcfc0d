"""Coven (an ability word, 207.2c): 'if you control three or more creatures with different powers' — the
number of different power values (208.1) among the creatures you control is at least three."""
