"""Phasing (702.26).

A phased-out permanent is treated as though it doesn't exist (702.26b), yet phasing is no zone change
(702.26d): the object keeps its id, status, counters and attachments, no leaves or enters ability triggers,
and no last known information is taken. The engine keeps phased-out permanents out of the battlefield's
list, under the key PHASED_OUT with `zone` PHASED_OUT, so that everything that looks at the battlefield
(targets, static and triggered abilities, combat, state-based actions, continuous effects: 702.26e)
simply doesn't see them.

It plugs into the core at the untap step (502.1: hooks.UNTAP_STEP_PHASING) and resolves 'phase out' effects
(PhaseOut, registered with the interpreter).
"""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import CantPhaseIn, PhaseOut
from lithoform.rules.combat.removal import remove_from_combat
from lithoform.rules.context import Ctx, add_link, linked
from lithoform.rules.continuous.characteristics import chars, tapped_status_set
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import LEAVING_BATTLEFIELD, UNTAP_STEP_PHASING
from lithoform.rules.present import present_kinds
from lithoform.rules.turn.steps import YOUR_NEXT_TURN
from lithoform.state.model import BATTLEFIELD, ContinuousEffect, GameState, Obj

PHASED_OUT = "phased_out"  # the status of 702.26b, kept as a pseudo-zone (never a zone of 400.1)


def _phased(state: GameState) -> tuple[int, ...]:
    return state.zones.get(PHASED_OUT, ())


def _attached_to(state: GameState, hosts: list[int], zone: str) -> list[int]:
    """Everything attached to the hosts, and to what is attached to them, in `zone` (702.26g)."""
    out: list[int] = []
    frontier = list(hosts)
    while frontier:
        host = frontier.pop()
        for oid in state.zones.get(zone, ()):
            obj = state.objects[oid]
            if isinstance(obj, Obj) and obj.attached_to == host and oid not in out and oid not in hosts:
                out.append(oid)
                frontier.append(oid)
    return out


def phase_out(state: GameState, oids: tuple[int, ...]) -> tuple[int, ...]:
    """702.26b: the permanents phase out; 702.26g: what is attached to them phases out indirectly (702.26h:
    an object phasing out both ways phases out indirectly); 506.4: they are removed from combat; 702.26f:
    'for as long as' effects that track them end. Returns the permanents that phased out directly."""
    direct = [o for o in dict.fromkeys(oids) if isinstance(state.objects.get(o), Obj)
              and state.objects[o].zone == BATTLEFIELD]
    if not direct:
        return ()
    indirect = _attached_to(state, direct, BATTLEFIELD)
    direct = [o for o in direct if o not in indirect]
    gone = set(direct) | set(indirect)
    state.zones[BATTLEFIELD] = tuple(o for o in state.zones[BATTLEFIELD] if o not in gone)
    state.zones[PHASED_OUT] = _phased(state) + tuple(direct) + tuple(indirect)
    for oid in direct + indirect:
        obj = state.objects[oid]
        state.set_obj(msgspec.structs.replace(obj, zone=PHASED_OUT, phased_indirectly=oid in indirect))
    remove_from_combat(state, gone, ("506.4", "702.26b"))
    state.effects = tuple(e for e in state.effects if not (e.until == "source_leaves" and e.source in gone))
    state.characteristics_changed()
    state.emit("phase_out", ("702.26b", "702.26g") if indirect else ("702.26b",),
               objs=direct + indirect)
    return tuple(direct)


def phase_in(state: GameState, oids: tuple[int, ...]) -> None:
    """702.26c: the permanents phase in, and with them what phased out indirectly with them (702.26g),
    still attached. 702.26i: one that phased out directly phases in unattached if what it was attached to
    is no longer there (state-based actions then apply)."""
    direct = [o for o in oids if o in _phased(state)]
    if not direct:
        return
    coming = direct + [o for o in _attached_to(state, direct, PHASED_OUT)
                       if state.objects[o].phased_indirectly]
    state.zones[PHASED_OUT] = tuple(o for o in _phased(state) if o not in coming)
    state.zones[BATTLEFIELD] = state.zones[BATTLEFIELD] + tuple(coming)
    for oid in coming:
        obj = state.objects[oid]
        assert isinstance(obj, Obj)
        host = state.objects.get(obj.attached_to) if obj.attached_to > 0 else None
        attached = obj.attached_to if host is not None and host.zone in (BATTLEFIELD, PHASED_OUT) else 0
        state.set_obj(msgspec.structs.replace(obj, zone=BATTLEFIELD, phased_indirectly=False, attached_to=attached))
    state.characteristics_changed()
    state.emit("phase_in", ("702.26c",), objs=coming)


def untap_step_phasing(state: GameState) -> None:
    """502.1, 702.26a: as the untap step begins, the active player's phased-in permanents with phasing
    phase out and, simultaneously, the permanents that phased out (directly) under their control phase in,
    unless an effect says they can't (Teferi, Timeless Voyager)."""
    active = state.active
    locked = {o for e in state.effects if any(isinstance(p, CantPhaseIn) for p in e.parts) for o in e.affected}
    coming = tuple(o for o in _phased(state) if state.objects[o].controller == active
                   and not state.objects[o].phased_indirectly and o not in locked)  # type: ignore[union-attr]
    # (the battlefield looked at only in a game where 'phasing' is written: a permanent has it only if its
    # definition or another's, granting it, says so; issue 13. Phasing in is asked always: a permanent may be
    # phased out by a setup or a saved game)
    kinds = present_kinds(state)
    leaving = () if kinds is not None and "phasing" not in kinds else \
        tuple(o for o in state.zones[BATTLEFIELD] if state.objects[o].controller == active
              and "phasing" in chars(state, o).keywords)
    phase_in(state, coming)
    phase_out(state, leaving)


UNTAP_STEP_PHASING.register(untap_step_phasing)


def lock_phased_out(state: GameState, oids: tuple[int, ...], source: int, controller: int) -> None:
    """'Until the end of your next turn, they can't phase in': an effect that specifically refers to the
    phased-out permanents (702.26e), ending as its controller's next turn ends (514.2)."""
    if not oids:
        return
    record = ContinuousEffect(state.new_id(), state.new_timestamp(), source, controller, (CantPhaseIn(),), oids,
                              YOUR_NEXT_TURN, began=state.turn)
    state.effects = state.effects + (record,)
    state.emit("continuous_effect", ("702.26a", "611.2c"), objs=oids, text="can't phase in", until=YOUR_NEXT_TURN)


UNTIL_LEAVES = "phased_until_leaves"  # the link key (607.2a) of what phased out until its source leaves (610.4)
UNTIL_LEAVES_TAPPED = "phased_until_leaves_tapped"


def _phase_out_effect(ctx: Ctx, e: PhaseOut) -> None:
    """702.26b: the objects phase out; 'until the end of your next turn, they can't phase in'. 610.4: 'until ~
    leaves the battlefield': they can't phase in during the untap step (an effect that ends only as the source
    leaves: it isn't 'for as long as', so the source phasing out doesn't end it: Oubliette's ruling, 'one-shot
    effects that are waiting until [this] leaves the battlefield ... won't happen when a permanent phases out'),
    and they are linked to the source (607.2a) to phase in as it leaves."""
    phased = phase_out(ctx.state, tuple(r for r in ctx.refs(e.what) if r > 0))
    if e.locked:
        lock_phased_out(ctx.state, phased, ctx.source, ctx.controller)
    if e.until_leaves and phased:
        st = ctx.state
        record = ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller, (CantPhaseIn(),),
                                  phased, "permanent")
        st.effects = st.effects + (record,)
        add_link(st, ctx.source, UNTIL_LEAVES_TAPPED if e.tapped else UNTIL_LEAVES, phased)


def _source_leaving(state: GameState, oids: tuple[int, ...]) -> None:
    """610.4: as the source leaves the battlefield, what phased out until then phases in (a one-shot effect
    created immediately after the event: nothing can happen in between, so it is done as the source leaves);
    'Tap that creature as it phases in this way.' (Oubliette): it phases in tapped, and no 'becomes tapped'
    ability triggers (the ruling)."""
    if not state.links or not _phased(state):
        return
    for source in oids:
        for key, tapped in ((UNTIL_LEAVES, False), (UNTIL_LEAVES_TAPPED, True)):
            waiting = tuple(o for o in linked(state, source, key) if o in _phased(state))
            if not waiting:
                continue
            state.effects = tuple(e for e in state.effects if not (
                e.source == source and any(isinstance(p, CantPhaseIn) for p in e.parts)
                and set(e.affected) <= set(waiting)))
            phase_in(state, waiting)
            for oid in waiting if tapped else ():
                obj = state.objects[oid]
                if isinstance(obj, Obj) and obj.zone == BATTLEFIELD and not obj.tapped:
                    tapped_status_set(state, obj, True)
                    state.emit("tapped_as_phased_in", ("610.4",), obj=oid, card=obj.card)
            state.links = tuple(link for link in state.links if not (link.source == source and link.key == key))


LEAVING_BATTLEFIELD.register(_source_leaving)


register_effect(PhaseOut, _phase_out_effect)
