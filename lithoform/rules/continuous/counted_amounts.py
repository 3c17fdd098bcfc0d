"""Amounts counted from the game: 'for each soul counter on ~' (122.1), 'the greatest power among creature
cards in your graveyard', read both as a spell or ability resolves (608.2h) and continuously by a static
ability's variable P/T change (611.3a, layer 7c).

A static ability's amount is counted while the layer system computes the battlefield (613.1), so it reads
the game state and the permanents' working characteristics, never `chars()` of a permanent (which would ask
the layers again). Cards in graveyards have no continuous effects to apply, so their characteristics are
read as they are.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.cards.static_support import statically_countable  # noqa: F401  (re-exported)
from lithoform.cards.tree import (
    CardsInGraveyard,
    CardsInHand,
    CountersOn,
    CountOf,
    EachOpponent,
    EachPlayer,
    GreatestPower,
    Half,
    LibrarySize,
    LifeTotal,
    NoncombatDamageToOpponents,
    This,
    TotalPower,
    You,
)
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.continuous.fit import host_if_other
from lithoform.rules.continuous.layers import working_matches
from lithoform.rules.hooks import STATIC_AMOUNTS
from lithoform.state.history import events_this_turn
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, GameState, Obj, ref_player, zone_key

# Amounts of mechanics that static abilities count (611.3a): type -> fn(state, value, source, controller, work)
EXTRA_STATIC_AMOUNTS: dict[type, Any] = {}


def _graveyard_players(ref: Any, controller: int, players: int) -> list[int]:
    if isinstance(ref, You):
        return [controller]
    if isinstance(ref, EachPlayer):  # 'in all graveyards' (404.1)
        return list(range(players))
    if isinstance(ref, EachOpponent):  # 'in your opponents' graveyards' (102.2, 404.2)
        return [p for p in range(players) if p != controller]
    raise TypeError(f"a graveyard of {ref!r} in an amount")


def greatest_power(state: GameState, value: GreatestPower, controller: int, source: int) -> int:
    """The greatest power among the matching cards in the graveyard, 0 when there is none."""
    powers = [chars(state, c).power or 0
              for p in _graveyard_players(value.who, controller, len(state.players))
              for c in state.zones[zone_key(GRAVEYARD, p)]
              if matches(state, value.filter, c, controller, source)]
    return max(powers, default=0)


def cards_in_hand(state: GameState, value: CardsInHand, controller: int, source: int) -> int:
    """402: the cards in the controller's hand that match, times the multiplier."""
    return value.multiplier * sum(1 for c in state.zones[zone_key(HAND, controller)]
                                  if matches(state, value.filter, c, controller, source))


def counters_on(state: GameState, value: CountersOn, oid: int) -> int:
    """122.1: the counters of the kind on the object (kind '': of every kind), or on it as it last existed (608.2h)."""
    obj = state.known(oid)
    if not isinstance(obj, Obj):
        return 0
    return value.multiplier * (obj.counter(value.kind) if value.kind else sum(n for _, n in obj.counters))


def static_amount(state: GameState, value: Any, source: int, controller: int, work: Mapping[int, Any] | None) -> int:
    """611.3a: an amount of a static ability of `source`, counted now."""
    if isinstance(value, int):
        return value
    if isinstance(value, CountersOn):
        if not isinstance(value.what, This):
            raise TypeError(f"counters on {value.what!r} in a static ability")
        return counters_on(state, value, source)
    if isinstance(value, GreatestPower):
        return greatest_power(state, value, controller, source)
    if isinstance(value, CardsInGraveyard):
        return value.multiplier * sum(
            1 for p in _graveyard_players(value.who, controller, len(state.players))
            for c in state.zones[zone_key(GRAVEYARD, p)] if matches(state, value.filter, c, controller, source))
    if isinstance(value, CardsInHand):
        return cards_in_hand(state, value, controller, source)
    if isinstance(value, LifeTotal):  # 119: 'your life total' ('Serra Avatar's power ... equal to your life total')
        if not isinstance(value.who, You):
            raise TypeError(f"the life total of {value.who!r} in a static ability")
        # 107.1b; Death's Shadow's ruling: "If your life total is negative, X is considered to be 0."
        return max(0, state.players[controller].life)
    if isinstance(value, CountOf):
        if work is None:  # counted for an object off the battlefield (604.3): the permanents as they are
            return value.multiplier * sum(1 for oid in state.zones[BATTLEFIELD]
                                          if matches(state, value.filter, oid, controller, source))
        host = host_if_other(value.filter, work, source)
        return value.multiplier * sum(1 for oid, w in work.items()
                                      if oid != host and working_matches(value.filter, w, oid, controller, source))
    extra = EXTRA_STATIC_AMOUNTS.get(type(value))
    if extra is not None:  # a mechanic's own amount ('card types among cards in all graveyards')
        return extra(state, value, source, controller, work)
    raise TypeError(f"not an amount a static ability counts: {value!r}")


def resolving_amounts() -> dict[type, Any]:
    """The amounts above as a resolving spell or ability counts them (effects.EXTRA_AMOUNTS)."""

    def _counters(ctx: Any, value: CountersOn) -> int:
        return sum(counters_on(ctx.state, value, r) for r in ctx.refs(value.what) if r > 0)

    def _greatest(ctx: Any, value: GreatestPower) -> int:
        return greatest_power(ctx.state, value, ctx.controller, ctx.source)

    def _in_hand(ctx: Any, value: CardsInHand) -> int:
        return cards_in_hand(ctx.state, value, ctx.controller, ctx.source)

    def _library(ctx: Any, value: LibrarySize) -> int:
        return sum(len(ctx.state.zones[zone_key(LIBRARY, ref_player(r))]) for r in ctx.refs(value.who) if r < 0)

    def _life(ctx: Any, value: LifeTotal) -> int:
        return sum(ctx.state.players[ref_player(r)].life for r in ctx.refs(value.who) if r < 0)

    def _half(ctx: Any, value: Half) -> int:
        """107.1a: a fraction rounded as the text says ('Round up each time.')."""
        n = ctx.amount(value.amount)
        return (n + 1) // 2 if value.up else n // 2

    def _total_power(ctx: Any, value: TotalPower) -> int:
        st = ctx.state
        return sum((chars(st, o).power or 0) for o in st.zones[BATTLEFIELD]  # a negative power subtracts
                   if matches(st, value.filter, o, ctx.controller, ctx.source)
                   and "Creature" in chars(st, o).types)

    def _noncombat_to_opponents(ctx: Any, value: NoncombatDamageToOpponents) -> int:
        return sum(e.args.get("amount", 0) for e in events_this_turn(ctx.state)
                   if e.kind == "damage" and not e.args.get("combat")
                   and e.args.get("to_player") not in (None, ctx.controller))

    return {NoncombatDamageToOpponents: _noncombat_to_opponents, TotalPower: _total_power, CountersOn: _counters, GreatestPower: _greatest, CardsInHand: _in_hand, LibrarySize: _library,
            LifeTotal: _life, Half: _half}


STATIC_AMOUNTS.register(static_amount)
