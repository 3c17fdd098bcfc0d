"""Winning and losing by effect (104.2b, 104.3e): 'you win the game', and the effects that stop a player losing
or winning ('You can't lose the game and your opponents can't win the game.', Platinum Angel)."""
