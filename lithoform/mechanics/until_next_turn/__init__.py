"""'Until your next turn' effects (611.2b) of resolving spells and abilities: 'gets -4/-0 until your next turn',
'can't attack until your next turn', 'can't attack or block until your next turn'."""
