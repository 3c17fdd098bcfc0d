"""Counted amounts (107.1, 608.2h, 611.3a): one general vocabulary of numbers an effect or a static ability
counts ('N for each ...', 'N plus/minus the number of ...', 'the number of basic land types among lands you
control', 'the greatest power among creatures you control', 'the number of charge counters on ~', 'the amount
of life you gained this turn', 'your life total', 'for each Aura attached to it'), accepted wherever the
grammar takes an amount (`amount_of`, `for_each`)."""
