"""'Each player sacrifices all permanents they control that are one or more colors.' (All Is Dust; 701.21a):
each player the instruction reaches sacrifices every permanent of theirs the description fits."""
