"""Spell cost changes for a time (601.2f, 611.2a-b): 'Noncreature spells your opponents cast cost {2} more to cast
until your next turn.' (Elspeth Conquers Death): a resolving spell's or ability's continuous effect that
changes a rule (611.2c: it isn't locked in to a set of objects), not a permanent's static ability."""
