"""Changing the target of a spell or ability (115.7a): 'Change the target of target spell with a single
target.' (Deflection, Shunt, Swerve, Bolt Bend, Willbender, Reroute)."""
