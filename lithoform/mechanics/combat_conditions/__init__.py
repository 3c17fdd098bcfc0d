"""Conditions of the restrictions on attacking and blocking (508.1c, 509.1b): '~ can't attack unless defending
player is poisoned', 'unless you control more creatures than defending player', 'unless there are five or more
Islands on the battlefield', 'unless an opponent has been dealt damage this turn'."""
