"""Comparisons of two amounts as a condition: 'if its mana value is less than or equal to [amount]' (Prismatic
Ending, Rending Vines; 608.2c: checked as the spell resolves, not a targeting condition)."""
