"""'Create a 3/3 ... token with deathtouch and a 3/3 ... token with lifelink.' (Wurmcoil Engine: two different
tokens created by one instruction, 111.1, 701.7a)."""
