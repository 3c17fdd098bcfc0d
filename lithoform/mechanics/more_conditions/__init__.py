"""Conditions of several parts and 'unless' (608.2c): 'if you control a Human creature and a non-Human
creature', 'unless ~ entered the battlefield this turn'."""
