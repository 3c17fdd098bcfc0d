"""Paying life as an instruction on resolution (119.4, 118.3): 'You may pay 2 life. If you do, draw a
card.' A player can pay life only if their life total is at least the amount (or the amount is 0)."""
