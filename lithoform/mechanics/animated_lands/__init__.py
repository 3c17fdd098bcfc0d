"""Permanents that become creatures until end of turn and are still what they were: the manlands
('{1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. It's still a land.'),
205.1b (an effect that says the object is 'still a [type]' keeps all its prior types), 611.2c, 613.1d-f."""
