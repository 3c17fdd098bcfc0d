"""'for each creature destroyed this way', 'the number of creatures destroyed this way' (701.8a, 608.2c; Fumigate):
the permanents the same resolving spell or ability destroyed."""
