"""'Each player who controls a multicolored creature draws a card.' (Depopulate, Shatter the Sky; 109.5)."""
