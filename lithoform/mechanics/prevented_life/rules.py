"""'You gain life equal to the damage prevented this way.' (615.5: 'Some prevention effects also include an
additional effect, which may refer to the amount of damage that's been prevented. The prevention takes place at
the time the original event would have happened; the rest of the effect takes place immediately afterward.')

As the instruction resolves, it marks the prevention effects its spell or ability created earlier in the same
resolution (Reverse Damage's 'the next time a source of your choice would deal damage to you this turn, prevent
that damage', Hallow's 'prevent all damage target spell would deal this turn'); when one of them later prevents
damage, PREVENTION_FOLLOW_UPS has its controller gain that much life (119.3), once for each prevention."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import PreventDamage
from lithoform.mechanics.prevented_life.nodes import GainLifePrevented
from lithoform.rules.context import Ctx
from lithoform.rules.damage import gain_life
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import PREVENTION_FOLLOW_UPS
from lithoform.state.model import GameState, TurnReplacement


def _mark(ctx: Ctx, e: GainLifePrevented) -> None:
    """615.5: the prevention effects this resolution created (ids after the resolving object's) gain the
    additional effect."""
    st = ctx.state
    st.replacements = tuple(
        msgspec.structs.replace(r, ability=msgspec.structs.replace(r.ability, gain_prevented=True))
        if isinstance(r, TurnReplacement) and r.id > ctx.oid and r.source == ctx.source
        and isinstance(r.ability, PreventDamage) else r
        for r in st.replacements)


def _gain_after_prevention(state: GameState, key: Any, target: int, prevented: int) -> None:
    """615.5: right after a marked prevention effect prevented damage, its controller gains that much life."""
    if prevented <= 0 or not isinstance(key, tuple) or key[0] != "turn":
        return
    record = next((r for r in state.replacements if r.id == key[1]), None)
    if record is not None and isinstance(record.ability, PreventDamage) and record.ability.gain_prevented:
        gain_life(state, record.controller, prevented, ("119.3", "615.5"))


register_effect(GainLifePrevented, _mark)
PREVENTION_FOLLOW_UPS.register(_gain_after_prevention, needs=("GainLifePrevented",))
