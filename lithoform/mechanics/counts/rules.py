"""Counted amounts, the rules part: how a resolving spell or ability counts them (608.2h: once, as the
effect applies) and how a static ability counts them (611.3a: continuously, while the layers compute the
battlefield, from the working characteristics; 604.3: off the battlefield from the objects as they are).

- 107.1: 'N for each ...' is the count times N (`Times`); 'N plus ...' and 'N minus ...' (`Plus`, `Minus`);
  107.1b: a calculation that determines the result of an effect uses 0 rather than a negative number.
- 305.6: the basic land types are Plains, Island, Swamp, Mountain and Forest; 'the number of basic land types
  among lands you control' counts how many of the five appear (domain, 207.2c).
- 202.3, 208: 'the greatest power / highest mana value among ...' is the largest value among the matching
  permanents, 0 when none matches.
- 102.2, 102.3: 'the number of opponents you have': the controller's opponents still in the game (104.3).
- 119.9: 'the amount of life you gained this turn': the sum of the controller's life gain events.
- 301.5, 303.4: 'for each Aura/Equipment attached to ~/it': the matching permanents attached to the object.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.cards.mana import mana_units
from lithoform.cards.tree import GreatestAmong, Minus, Negated, Plus, Times
from lithoform.mechanics.counts.nodes import (
    AttachedCount,
    BasicLandTypesAmong,
    BlockersOf,
    CountAtLeast,
    CountedMana,
    EntersWithCountedCounters,
    HandSizeOf,
    LifeGainedThisTurn,
    OpponentCount,
)
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars, face_of
from lithoform.rules.continuous.counted_amounts import EXTRA_STATIC_AMOUNTS, static_amount
from lithoform.rules.continuous.filters import matches
from lithoform.rules.continuous.layers import working_matches
from lithoform.rules.effects.interpreter import chosen_mana, register_effect
from lithoform.rules.effects.oracle import life_gained_this_turn
from lithoform.rules.hooks import ENTERS_WITH_COUNTERS, MANA_PRODUCED
from lithoform.rules.payment import add_mana
from lithoform.rules.replacement.events import as_it_would_exist
from lithoform.state.model import BATTLEFIELD, HAND, Choices, GameState, Obj, ref_player, zone_key

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # 305.6


def _stat(values: Any, stat: str) -> int:
    value = values.mana_value if stat == "mana value" else getattr(values, stat)
    return value or 0


def _matching(state: GameState, flt: Any, source: int, controller: int, work: Mapping[int, Any] | None) -> list:
    """The characteristics of the permanents that match: the working ones while the layers apply (611.3a),
    else the current ones (an empty `work`: a filter's amount counted outside the layers, filters._count_now)."""
    if not work:
        return [chars(state, o) for o in state.zones[BATTLEFIELD] if matches(state, flt, o, controller, source)]
    return [w for o, w in work.items() if working_matches(flt, w, o, controller, source)]


def basic_land_types(state: GameState, value: BasicLandTypesAmong, source: int, controller: int,
                     work: Mapping[int, Any] | None = None) -> int:
    """305.6: how many of the five basic land types the matching lands have between them."""
    found: set[str] = set()
    for c in _matching(state, value.filter, source, controller, work):
        found.update(t for t in c.subtypes if t in BASIC_LAND_TYPES)
    return len(found)


def greatest_among(state: GameState, value: GreatestAmong, source: int, controller: int,
                   work: Mapping[int, Any] | None = None) -> int:
    """The largest `stat` among the matching permanents, 0 when none matches (a negative power counts as 0:
    107.1b, nothing is greater than none)."""
    return max((_stat(c, value.stat) for c in _matching(state, value.filter, source, controller, work)), default=0)


def opponent_count(state: GameState, controller: int) -> int:
    """102.2, 102.3, 104.3: the controller's opponents who haven't left the game."""
    return sum(1 for i, p in enumerate(state.players) if i != controller and not p.lost)


def attached_count(state: GameState, value: AttachedCount, source: int, controller: int,
                   work: Mapping[int, Any] | None = None) -> int:
    """301.5, 303.4: the matching permanents attached to the source ('this') or to what it is attached to."""
    if value.to == "this":
        host = source
    else:
        src = work.get(source) if work else state.known(source)
        host = getattr(src, "attached_to", 0) or 0
        if not host:
            return 0
    if not work:
        return sum(1 for o in state.zones[BATTLEFIELD]
                   if isinstance(state.objects[o], Obj) and state.objects[o].attached_to == host
                   and matches(state, value.filter, o, controller, source))
    return sum(1 for o, w in work.items() if w.attached_to == host and working_matches(value.filter, w, o, controller, source))


def blockers_of(ctx: Ctx, value: BlockersOf) -> int:
    """509.1: the creatures blocking the object now (none outside combat), less `beyond`."""
    combat = ctx.state.combat
    if combat is None:
        return 0
    total = sum(1 for r in ctx.refs(value.what) if r > 0 for _blocker, attacker in combat.blockers if attacker == r)
    return max(0, total - value.beyond)


# --- resolving (608.2h) ------------------------------------------------------------------------------------------


def _times(ctx: Ctx, value: Times) -> int:
    return ctx.amount(value.amount) * value.factor


def _plus(ctx: Ctx, value: Plus) -> int:
    return ctx.amount(value.left) + ctx.amount(value.right)


def _minus(ctx: Ctx, value: Minus) -> int:
    return max(0, ctx.amount(value.left) - ctx.amount(value.right))  # 107.1b


EXTRA_AMOUNTS[Times] = _times
EXTRA_AMOUNTS[Plus] = _plus
EXTRA_AMOUNTS[Minus] = _minus
EXTRA_AMOUNTS[GreatestAmong] = lambda ctx, v: greatest_among(ctx.state, v, ctx.source, ctx.controller)
EXTRA_AMOUNTS[BasicLandTypesAmong] = lambda ctx, v: basic_land_types(ctx.state, v, ctx.source, ctx.controller)
EXTRA_AMOUNTS[OpponentCount] = lambda ctx, v: opponent_count(ctx.state, ctx.controller)
EXTRA_AMOUNTS[LifeGainedThisTurn] = lambda ctx, v: life_gained_this_turn(ctx.state, ctx.controller)
EXTRA_AMOUNTS[HandSizeOf] = lambda ctx, v: sum(len(ctx.state.zones[zone_key(HAND, ref_player(r))])
                                               for r in ctx.refs(v.who) if r < 0)
EXTRA_AMOUNTS[BlockersOf] = lambda ctx, v: blockers_of(ctx, v)
EXTRA_CONDITIONS[CountAtLeast] = lambda state, cond, ctx: ctx.amount(cond.amount) >= cond.count
EXTRA_AMOUNTS[AttachedCount] = lambda ctx, v: attached_count(ctx.state, v, ctx.source, ctx.controller)


# --- static abilities (611.3a) -----------------------------------------------------------------------------------


def _static_times(state: GameState, value: Times, source: int, controller: int, work: Any) -> int:
    return static_amount(state, value.amount, source, controller, work) * value.factor


def _static_plus(state: GameState, value: Plus, source: int, controller: int, work: Any) -> int:
    return static_amount(state, value.left, source, controller, work) \
        + static_amount(state, value.right, source, controller, work)


def _static_minus(state: GameState, value: Minus, source: int, controller: int, work: Any) -> int:
    return max(0, static_amount(state, value.left, source, controller, work)
               - static_amount(state, value.right, source, controller, work))


EXTRA_STATIC_AMOUNTS[Times] = _static_times
EXTRA_STATIC_AMOUNTS[Negated] = lambda state, v, source, controller, work: -static_amount(state, v.amount, source, controller, work)
EXTRA_STATIC_AMOUNTS[Plus] = _static_plus
EXTRA_STATIC_AMOUNTS[Minus] = _static_minus
EXTRA_STATIC_AMOUNTS[GreatestAmong] = greatest_among
EXTRA_STATIC_AMOUNTS[BasicLandTypesAmong] = basic_land_types
EXTRA_STATIC_AMOUNTS[OpponentCount] = lambda state, v, source, controller, work: opponent_count(state, controller)
EXTRA_STATIC_AMOUNTS[AttachedCount] = attached_count


# --- entering with counted counters (614.1c) ---------------------------------------------------------------------


@ENTERS_WITH_COUNTERS.register
def counted_entering_counters(state: GameState, obj: Obj) -> dict[str, int]:
    """614.1c, 614.12: the counters its 'enters with X counters, where X is ...' abilities give it, counted as
    it enters (608.2h), by the player it enters under the control of."""
    if not any(isinstance(a, EntersWithCountedCounters) for a in face_of(obj).abilities):
        return {}
    out: dict[str, int] = {}
    # X and the kicks of the spell it was (107.3m; 702.33c 'for each time it was kicked')
    # 601.2h: the mana spent to cast it ('equal to the amount of mana spent to cast it'), one type per unit spent
    ctx = Ctx(state, obj.id, obj.controller, obj.id, Choices(x=obj.cast_x, additional=("kicker",) * obj.kick_count,
                                                             spent_types=obj.cast_spent,
                                                             mana_spent=len(obj.cast_spent)), ())
    for a in as_it_would_exist(state, obj).abilities:
        if isinstance(a, EntersWithCountedCounters):
            n = ctx.amount(a.amount)
            if n > 0:
                out[a.kind] = out.get(a.kind, 0) + n
                state.emit("enters_with_counted_counters", ("614.1c", "608.2h"), card=obj.card, kind=a.kind, amount=n)
    return out


# --- counted mana (106.1, 605.3b) --------------------------------------------------------------------------------


def counted_mana_produced(state: GameState, player: int, source: int, effect: Any, option: str) -> str:
    """605.3b: the mana a counted mana ability adds as it is activated: the option times the count now (the
    payment planner asks the same, payment.made_options)."""
    if not isinstance(effect, CountedMana):
        return option
    ctx = Ctx(state, source, player, source, Choices(), ())
    return option * max(0, ctx.amount(effect.amount))


def _counted_mana(ctx: Ctx, e: CountedMana) -> None:
    """A spell or a triggered ability that adds counted mana (106.3: its source is the spell or the
    ability's source); 608.2h: counted as it resolves."""
    n = max(0, ctx.amount(e.amount))
    if n:  # 106.1b: 'X mana of any one color' is one color chosen for all of it
        option = chosen_mana(ctx, e.mana.options) * n
        add_mana(ctx.state, ctx.controller, mana_units(option, ctx.source))
        ctx.state.emit("mana", ("106.3",), player=ctx.controller, mana=option, source=ctx.source)


MANA_PRODUCED.register(counted_mana_produced, needs=("CountedMana",))
register_effect(CountedMana, _counted_mana)
