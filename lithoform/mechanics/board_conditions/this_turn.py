"""Conditions on this turn's events, read by static abilities (611.3a): "as long as you've cast three or more
spells this turn" (Blanka; 601.2i), 'as long as you had another creature enter under your control this turn'
(Bellowing Elk; 500.1). The events are the turn's log (state/history); each object is read where it is now: a
permanent from the layers' working values (never `chars()`, which would ask the layers again), anything
else from its own characteristics or its last known information (608.2h), which no layer changes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.cards.tree import CastThisTurn, Filter, StaticEffect
from lithoform.mechanics.land_entered.nodes import EnteredUnderYourControlThisTurn
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.fit import characteristics_fit
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS, fits_now
from lithoform.rules.hooks import SPELL_CAST
from lithoform.state.history import events_this_turn
from lithoform.state.model import BATTLEFIELD, GameState


def _fits(state: GameState, f: Filter, oid: int, work: Mapping[int, Any], controller: int, source: int) -> bool:
    if f.other and oid == source:
        return False
    w = work.get(oid)
    if w is not None:
        return fits_now(state, f, oid, w, controller, source)
    obj = state.objects.get(oid)
    if obj is not None and getattr(obj, "zone", None) == BATTLEFIELD:
        return False  # (a permanent the layers haven't reached: none, as they cover the battlefield)
    if obj is None and oid not in state.lki_chars:
        return False
    return characteristics_fit(f, chars(state, oid))


def _cast(state: GameState, cond: CastThisTurn, source: int, controller: int, work: Mapping[int, Any]) -> bool:
    """601.2i: the spells the controller cast this turn (a copy isn't cast, 707.10)."""
    n = sum(1 for e in events_this_turn(state) if e.kind == "cast" and e.args.get("player") == controller
            and _fits(state, cond.filter, e.args.get("obj", 0), work, controller, source))
    return n >= cond.count


def _entered(state: GameState, cond: EnteredUnderYourControlThisTurn, source: int, controller: int,
             work: Mapping[int, Any]) -> bool:
    """500.1: the permanents that entered under the controller's control this turn (each a new object, 400.7);
    'an opponent had ...': under one opponent's (102.3)."""
    if cond.who == "opponent":
        return any(_entered_under(state, cond, source, controller, work, p) >= cond.count
                   for p in opponents_of(state, controller))
    return _entered_under(state, cond, source, controller, work, controller) >= cond.count


def opponents_of(state: GameState, player: int) -> list[int]:
    """102.3: the player's opponents still in the game."""
    return [p.index for p in state.players if p.index != player and not p.lost]


def _entered_under(state: GameState, cond: EnteredUnderYourControlThisTurn, source: int, controller: int,
                   work: Mapping[int, Any], player: int) -> int:
    n = 0
    for e in events_this_turn(state):
        if e.kind == "zone_change" and e.args.get("dst") == BATTLEFIELD:
            oid = e.args.get("new", 0)
        elif e.kind == "token":
            oid = e.args.get("obj", 0)
        else:
            continue
        known = state.known(oid)
        if known is not None and known.controller == player and _fits(state, cond.filter, oid, work, controller,
                                                                       source):
            n += 1
    return n


def spell_cast(state: GameState, oid: int) -> None:
    """601.2i: a spell became cast; a static ability whose condition counts this turn's spells has the
    characteristics computed again (611.3a: the zone change to the stack came before the spell was cast)."""
    if any(_reads_casts(a.condition) for _, a in battlefield_abilities(state, StaticEffect)):
        state.characteristics_changed()


def _reads_casts(cond: Any) -> bool:
    return isinstance(cond, CastThisTurn) or any(_reads_casts(p) for p in getattr(cond, "conditions", ()) or ())


SPELL_CAST.register(spell_cast, needs=("CastThisTurn",))
EXTRA_STATIC_CONDITIONS[CastThisTurn] = _cast
EXTRA_STATIC_CONDITIONS[EnteredUnderYourControlThisTurn] = _entered
