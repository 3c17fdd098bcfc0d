"""'Its activated abilities can't be activated' (602.5, 605.1a): Arrest, Faith's Fetters."""
