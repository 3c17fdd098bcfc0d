"""Processors (Battle for Zendikar): 'put a card an opponent owns from exile into that player's graveyard', 'put
two cards your opponents own from exile into their owners' graveyards' (400.3: a card goes to its owner's
graveyard; 400.7: it becomes a new object). Usually as a 'you may ... If you do, ...' cost-like offer (608.2c)."""
