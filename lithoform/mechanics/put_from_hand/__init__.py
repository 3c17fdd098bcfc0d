"""Putting cards from a hand onto the battlefield (Show and Tell, Sneak Attack, Elvish Piper)."""
