""""Creatures with power less than ~'s power can't block it." (Skarrgan Pit-Skulk; 509.1b): a restriction
checked as blockers are declared, with both creatures' powers as they are then (the layers applied). The
core asks through BLOCK_FORBIDDEN (rules/hooks.py). (The other forms of 'can't be blocked by' are written
as 'can't be blocked except by' and need no rules part.)"""

from __future__ import annotations

from lithoform.mechanics.blocked_by.text import LESSER_POWER_CANT_BLOCK
from lithoform.rules import hooks
from lithoform.rules.continuous.characteristics import chars
from lithoform.state.model import GameState

_NAME = LESSER_POWER_CANT_BLOCK.lower()


@hooks.BLOCK_FORBIDDEN.register
def lesser_power_cant_block(state: GameState, blocker: int, attacker: int) -> bool:
    """509.1b: `blocker` can't block `attacker` when the attacker has the ability and the blocker's power is
    less than the attacker's."""
    a = chars(state, attacker)
    if _NAME not in a.keywords:
        return False
    return (chars(state, blocker).power or 0) < (a.power or 0)
