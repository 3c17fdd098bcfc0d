"""Discarding at random and discarding a whole hand (701.9a-b)."""
