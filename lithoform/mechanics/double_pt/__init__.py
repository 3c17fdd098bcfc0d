"""Doubling a creature's power and toughness (701.10a-c): 'Double target creature's power and toughness until
end of turn.' The creature gets +X/+Y where X and Y are its power and toughness as the effect begins
(701.10b, 611.2c), a negative value doubling to a lower one (701.10c). Only text and grammar: the effect is
`ModifyPTBy` with `double_power` and `double_toughness` (rules/effects/oracle.py)."""
