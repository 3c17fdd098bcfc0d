"""'As long as enchanted permanent is a creature, it gets ...' (611.3a, 303.4)."""
