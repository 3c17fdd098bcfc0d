"""'If that spell has mana value 5 or greater, put a +1/+1 counter on ~.' (Prismari Apprentice): whether the
object named before (the trigger's spell, a target) has a mana value (202.3) in a range, read as the condition
is checked (608.2c; from its last known information once it has left its zone, 608.2h). Text only: the
condition is the core's RefMatches with a mana value filter."""
