"""How many creatures a creature blocks and is blocked by (509.1a-b): '~ can block an additional creature
each combat', '~ can block any number of creatures', '~ can't be blocked by more than one creature', '~ can't
be blocked except by three or more creatures', and their 'this turn' forms; also '~ can attack this turn as
though it didn't have defender' (702.3b). The rules are `CombatRule`s the core reads as blockers are
declared (rules/combat/requirements.py), so this mechanic has no rules part of its own."""
