"""'for each creature destroyed this way', 'the number of creatures destroyed this way' (701.8a, 608.2c; Fumigate),
'for each artifact sacrificed this way' (701.21a): the permanents the same resolving spell or ability destroyed
or sacrificed."""
