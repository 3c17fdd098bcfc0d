"""'Each creature you control deals damage equal to its power to that creature' (Moonlight Hunt): each object of a
group is a separate source of damage (120.1, 120.2b), dealing its own amount, all at the same time (120.9)."""
