"""'Put a +1/+1 counter on each creature you control and a loyalty counter on each other planeswalker you control'
(122.1): two kinds of counters, each on its own permanents, put one after the other."""
