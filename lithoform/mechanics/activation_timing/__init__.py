"""Activation timing restrictions (602.5b): 'Activate only during your upkeep.', 'Activate only during your
turn.', 'Activate only during your turn, before attackers are declared.'"""
