"""A player's whole hand exiled face down, and the cards exiled this way returned (406.3, 603.7c)."""
