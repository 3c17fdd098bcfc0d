"""Conditions on the mana spent to cast a spell (601.2h): 'if {W} was spent to cast ~', 'if {U}{B} was spent to cast
~' (the Mythos), 'if at least three white mana was spent to cast ~' (adamant, 207.2c), 'if at least three mana of the
same color was spent', 'no mana was spent to cast it'."""
