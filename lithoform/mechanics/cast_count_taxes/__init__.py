"""'Each spell a player casts costs {1} more to cast for each other spell that player has cast this turn.' (Damping
Sphere; 601.2f): a cost increase counted from the turn's cast events of the spell's caster."""
