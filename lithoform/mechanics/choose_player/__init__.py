"""'Choose target opponent.' / 'Choose an opponent.' / 'Choose a player.' as an instruction (115.1, 608.2d):
the player chosen is what 'that player' means in the rest of the text. A target opponent is chosen as the
spell or ability is put on the stack (601.2c); an opponent or a player without 'target' is chosen as it
resolves (608.2d), kept under its source (607.2d) where 'that player' reads it."""
