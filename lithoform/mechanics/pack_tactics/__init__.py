"""Pack tactics (207.2c): 'if you attacked with creatures with total power N or greater this combat'."""
