"""Soulbond, the rules part (702.95).

702.95a: both triggered abilities have an intervening 'if' (603.4): you control both creatures and both are
unpaired, checked as the ability triggers and again as it resolves; on resolution the controller may pair
them. A pairing is a link record of the two objects (rules/continuous/pairing.py).
702.95b: a creature can be paired with only one other creature.
702.95c: the pair's static ability applies to both creatures (the layers read the pairing).
702.95e: a creature becomes unpaired if it stops being a creature, leaves the battlefield, or another player
gains control of it or of the creature it's paired with; checked each time the engine looks at the game,
before state-based actions (and read so at once: a pairing of objects no longer on the battlefield under the
same controller counts for nothing).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.mechanics.soulbond.nodes import BothUnpaired, IsPaired, PairSoulbond
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.pairing import PAIRED, partners
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import BEFORE_STATE_BASED_ACTIONS
from lithoform.state.model import BATTLEFIELD, GameState, Link, Obj


def _on_battlefield(state: GameState, oid: int) -> Obj | None:
    obj = state.objects.get(oid)
    return obj if isinstance(obj, Obj) and obj.zone == BATTLEFIELD else None


def paired_with(state: GameState, oid: int) -> int:
    """The creature `oid` is paired with now, or 0 (702.95e: a pair of objects that aren't both on the
    battlefield under one controller is no pair)."""
    if not state.links:
        return 0
    mate = partners(state).get(oid, 0)
    a, b = _on_battlefield(state, oid), _on_battlefield(state, mate)
    if a is None or b is None or a.controller != b.controller:
        return 0
    return mate


def _creature_you_control(state: GameState, oid: int, controller: int) -> bool:
    obj = _on_battlefield(state, oid)
    return obj is not None and obj.controller == controller and "Creature" in chars(state, oid).types


def _unpaired_creature(state: GameState, oid: int, controller: int) -> bool:
    return _creature_you_control(state, oid, controller) and not paired_with(state, oid)


def _mates(state: GameState, source: int, controller: int) -> tuple[int, ...]:
    """702.95a: the other unpaired creatures `controller` controls."""
    return tuple(o for o in state.zones[BATTLEFIELD] if o != source and _unpaired_creature(state, o, controller))


def _both_unpaired(state: GameState, cond: BothUnpaired, ctx: Any) -> bool:
    """702.95a's intervening 'if' (603.4)."""
    if not _unpaired_creature(state, ctx.source, ctx.controller):
        return False
    if cond.this_entered:
        return bool(_mates(state, ctx.source, ctx.controller))
    other = ctx.trigger_object
    return other != ctx.source and _unpaired_creature(state, other, ctx.controller)


def _pair(ctx: Ctx, e: PairSoulbond) -> None:
    st = ctx.state
    if not _both_unpaired(st, BothUnpaired(e.this_entered), ctx):  # 603.4: checked again on resolution
        return
    if e.this_entered:
        picked = ctx.ask(ctx.controller, "choose", "choose a creature to pair with (soulbond)",
                         _mates(st, ctx.source, ctx.controller), 0, 1, purpose="soulbond")
        if not picked:
            return
        mate = int(picked[0])
    else:
        mate = ctx.trigger_object
    st.links = st.links + (Link(ctx.source, PAIRED, (mate,)),)
    st.characteristics_changed()  # 702.95c: the pair's static abilities apply now
    st.emit("paired", ("702.95a",), obj=ctx.source, card=chars(st, ctx.source).name, other=mate,
            other_card=chars(st, mate).name)


def unpair(state: GameState) -> None:
    """702.95e: pairs whose creatures stopped being creatures, left the battlefield or changed controller."""
    if not any(link.key == PAIRED for link in state.links):
        return
    kept, ended = [], []
    for link in state.links:
        if link.key == PAIRED:
            a, b = link.source, link.objects[0]
            oa, ob = _on_battlefield(state, a), _on_battlefield(state, b)
            if (oa is None or ob is None or oa.controller != ob.controller
                    or "Creature" not in chars(state, a).types or "Creature" not in chars(state, b).types):
                ended.append(link)
                continue
        kept.append(link)
    if ended:
        state.links = tuple(kept)
        state.characteristics_changed()
        for link in ended:
            state.emit("unpaired", ("702.95e",), obj=link.source, other=link.objects[0])


def _is_paired(state: GameState, cond: IsPaired, ctx: Any) -> bool:
    return bool(paired_with(state, ctx.source))


def _is_paired_static(state: GameState, cond: IsPaired, source: int, controller: int,
                      work: Mapping[int, Any]) -> bool:
    """'As long as ~ is paired with another creature' (611.3a; the layers read the pair)."""
    return bool(paired_with(state, source))


register_effect(PairSoulbond, _pair)
EXTRA_CONDITIONS[BothUnpaired] = _both_unpaired
EXTRA_CONDITIONS[IsPaired] = _is_paired
EXTRA_STATIC_CONDITIONS[IsPaired] = _is_paired_static
# Consulted only in a game with soulbond written somewhere (rules/present.py)
BEFORE_STATE_BASED_ACTIONS.register(unpair, needs=("PairSoulbond",))
