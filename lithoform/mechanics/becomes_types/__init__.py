"""A permanent that becomes other creature types, for good: 'Warden of the First Tree becomes a Human Warrior
with base power and toughness 3/3', 'If ~ is a Warrior, it becomes a Human Spirit Warrior with trample and
lifelink' (205.1b, 611.2a, 613.1d, 613.4b). No nodes or rules of its own: ApplyContinuous parts."""
