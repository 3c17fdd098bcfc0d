"""Actions from the opening hand (103.6): 'If ~ is in your opening hand, you may begin the game with it on the
battlefield.' (the leylines, 103.6a)."""
