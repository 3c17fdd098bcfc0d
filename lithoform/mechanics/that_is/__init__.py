"""'If that creature is white, ...' / 'If that permanent is green, ...': a condition on the color of the object
the text named (608.2c, 105.2)."""
