"""Damage prevention effects created by resolving spells and abilities (615.1a, 615.3, 609.7a): 'the next
time a [red] source of your choice would deal damage to you (any target) this turn, prevent that damage',
'prevent all damage a source of your choice would deal this turn', 'prevent all (combat) damage that would
be dealt to / by / to and by [object] this turn'."""
