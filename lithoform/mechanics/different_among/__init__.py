"""Counting different values: 'draw a card for each different mana value among nonland cards in your
graveyard' (Sudden Insight), 'the number of different powers among creatures you control' (Golden Ratio,
Celebrate the Harvest). The count is the number of distinct values (202.3 mana value, 208.1 power) among the
objects described, read as the spell or ability resolves (608.2h)."""
