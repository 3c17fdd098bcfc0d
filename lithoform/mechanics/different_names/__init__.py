"""'if you control seven or more lands with different names' (Field of the Dead; 201.2): a count of the distinct
names among the permanents a player controls that fit a description."""
