"""Requirements on blocking (509.1c): 'All creatures able to block ~ do so' (a lure: each creature able to
block it is required to), '~ blocks each combat if able', and their 'this turn' forms; '[creature] must be
blocked this turn if able'. `CombatRule`s the core reads as blockers are declared
(rules/combat/requirements.py: the declaration must obey as many requirements as possible); text only."""
