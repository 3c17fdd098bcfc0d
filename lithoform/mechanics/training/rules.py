"""Training (702.149), the rules part.

702.149a: the ability triggers when the creature and at least one other creature with greater power attack
(508.1m: as the attackers are declared); that is the trigger event itself (603.2), so it isn't checked again as
the ability resolves (not an intervening 'if', 603.4): the condition holds only at the moment of triggering
(a Ctx with no stack object). Resolving, it puts a +1/+1 counter on the creature; 702.149c: when it does, the
creature 'trains' and its 'whenever ~ trains' abilities trigger."""

from __future__ import annotations

from lithoform.mechanics.training.nodes import TRAINS, AttacksWithGreaterPower, Train
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.replacement.events import put_counters
from lithoform.rules.triggers.matching import object_event_triggers
from lithoform.state.model import BATTLEFIELD, GameState, Obj


def _attacks_with_greater_power(state: GameState, cond: AttacksWithGreaterPower, ctx: Ctx) -> bool:
    """702.149a, checked as it would trigger (ctx.oid == 0: no stack object yet); true as it resolves."""
    if ctx.oid:
        return True  # 603.2: part of the trigger event, not an intervening 'if' (603.4)
    combat = state.combat
    if combat is None:
        return False
    power = chars(state, ctx.source).power or 0
    return any(a != ctx.source and (chars(state, a).power or 0) > power for a, _ in combat.attackers)


def _train(ctx: Ctx, e: Train) -> None:
    """702.149a: put a +1/+1 counter on this creature; 702.149c: if one was put, it trains."""
    st = ctx.state
    obj = st.objects.get(ctx.source)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
        return  # it left the battlefield: nothing to put a counter on (400.7)
    if put_counters(st, ctx.source, "+1/+1", 1) > 0:  # 122.6: as replacement effects modify them
        object_event_triggers(st, TRAINS, ctx.source)  # 702.149c


EXTRA_CONDITIONS[AttacksWithGreaterPower] = _attacks_with_greater_power
register_effect(Train, _train)
