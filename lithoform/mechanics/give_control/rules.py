"""Giving control to another player (613.1b), the rules part. The player is found as the effect resolves
(608.2b: a target still legal); the set of permanents is locked in then (611.2c). Each permanent of `what`
still on the battlefield comes under that player's control in layer 2, from a continuous effect whose
controller is that player (as exchanges of control, 701.12b). 506.4: a permanent whose controller changes is
removed from combat (by the core, as layer 2 is written: rules/combat/removal.py)."""

from __future__ import annotations

from lithoform.cards.tree import GainControl
from lithoform.mechanics.give_control.nodes import GiveControl, OwnersGainControl
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import sync_control
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import BATTLEFIELD, ContinuousEffect, Obj, ref_player


def _give(ctx: Ctx, e: GiveControl) -> None:
    st = ctx.state
    players = [r for r in ctx.refs(e.player) if r < 0]
    if len(players) != 1:
        return  # 608.2b: the target player is gone (or no player is named): nothing happens
    gets = ref_player(players[0])
    if st.players[gets].lost or st.players[gets].conceded:
        return
    objs = [st.objects.get(r) for r in ctx.refs(e.what) if r > 0]
    changed = tuple(o.id for o in objs if isinstance(o, Obj) and o.zone == BATTLEFIELD)
    if not changed:
        return
    record = ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, gets, (GainControl(),), changed, e.until)
    st.effects = st.effects + (record,)
    st.characteristics_changed()
    sync_control(st)
    st.emit("continuous_effect", ("611.2c", "613.1b"), objs=changed, text=f"P{gets + 1} gains control",
            until=e.until)


def _owners(ctx: Ctx, e: OwnersGainControl) -> None:
    """Each matching permanent whose controller isn't its owner comes under its owner's control (613.1b; the
    set locked in as it resolves, 611.2c); 506.4: they are removed from combat (rules/combat/removal.py)."""
    st = ctx.state
    changed: dict[int, list[int]] = {}
    for oid in st.zones[BATTLEFIELD]:
        obj = st.objects[oid]
        if not isinstance(obj, Obj) or (e.you_only and obj.owner != ctx.controller):
            continue
        if obj.controller != obj.owner and matches(st, e.filter, oid, ctx.controller, ctx.source):
            changed.setdefault(obj.owner, []).append(oid)
    if not changed:
        return
    for owner, oids in sorted(changed.items()):
        record = ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, owner, (GainControl(),), tuple(oids),
                                  "permanent")
        st.effects = st.effects + (record,)
    st.characteristics_changed()
    sync_control(st)
    moved = tuple(o for oids in changed.values() for o in oids)
    st.emit("continuous_effect", ("611.2c", "613.1b"), objs=moved, text="their owners gain control", until="permanent")


register_effect(GiveControl, _give)
register_effect(OwnersGainControl, _owners)
