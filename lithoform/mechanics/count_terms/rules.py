"""More terms of counted amounts, the rules part.

- 105.2, 202.2: the five colors are white, blue, black, red and green; 'for each color among permanents you
  control' counts how many of them the matching permanents have between them (105.2c: colorless is no color).
  A static ability counts them from the working colors (layer 5, 613.1e, is applied before layer 7c's
  counted P/T changes, 611.3a); a resolving one as the effect applies (608.2h).
- 107.1: 'the number of A plus the number of B' is the sum (counts.rules evaluates `Plus`).
- 404.2, 102.2: 'cards in your opponents' graveyards' are the cards in each opponent's graveyard
  (rules/continuous/counted_amounts and rules/effects/oracle read the graveyards of `EachOpponent`).
- 611.3a, 604.3: totals a static ability counts continuously (a characteristic-defining ability's P/T, layer
  7a): 'the total number of cards in all players' hands' (402.3: public), 'the total mana value of other
  creatures you control' (202.3, from the working mana values), 'the number of +1/+1 counters on creatures you
  control' (122.1: counters are no characteristic; the working values carry them).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.cards.mana import COLORS  # 105.1
from lithoform.cards.tree import HandSizeOf
from lithoform.mechanics.count_terms.nodes import (
    CardsNamedAs,
    ColorsAmong,
    OpponentsPoison,
    YouCastThisTurn,
    YouDrewThisTurn,
)
from lithoform.mechanics.counted_totals.nodes import KindCountersAmong, TotalOf
from lithoform.mechanics.counts.rules import _matching
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx, players_of
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.counted_amounts import EXTRA_STATIC_AMOUNTS, _graveyard_players
from lithoform.rules.continuous.filters import matches
from lithoform.rules.continuous.layers import working_matches
from lithoform.state.history import events_this_turn
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, HAND, GameState, Obj, zone_key


def colors_among(state: GameState, value: ColorsAmong, source: int, controller: int,
                 work: Mapping[int, Any] | None = None) -> int:
    """105.2: how many of the five colors the matching permanents have between them."""
    found: set[str] = set()
    for c in _matching(state, value.filter, source, controller, work):
        found.update(x for x in c.colors if x in COLORS)
    return len(found)


def you_cast_this_turn(ctx: Ctx, value: YouCastThisTurn) -> int:
    """601.2i: the controller's 'cast' events this turn whose spell matches (read as it is now, or as it last
    was: a spell that resolved is a card or permanent by now, 608.2h)."""
    st = ctx.state
    return sum(1 for e in events_this_turn(st) if e.kind == "cast" and e.args.get("player") == ctx.controller
               and matches(st, value.filter, e.args.get("obj", 0), ctx.controller, ctx.source))


def you_drew_this_turn(ctx: Ctx, value: YouDrewThisTurn) -> int:
    """121.1: the controller's 'draw' events this turn."""
    return sum(1 for e in events_this_turn(ctx.state) if e.kind == "draw" and e.args.get("player") == ctx.controller)


def opponents_poison(state: GameState, value: OpponentsPoison, source: int, controller: int, work: Any = None) -> int:
    """122.1: the poison counters of the controller's opponents (104.3d)."""
    return sum(p.poison for i, p in enumerate(state.players) if i != controller)


def cards_named_as(ctx: Ctx, value: CardsNamedAs) -> int:
    """201.2: the matching cards in the graveyards that have the name of the object named (608.2h: a spell that
    has left the stack is read as it last existed)."""
    st = ctx.state
    names = {chars(st, r).name for r in ctx.refs(value.what) if r > 0 and st.known(r) is not None}
    if not names:
        return 0
    cards = value.cards
    return sum(1 for p in players_of(ctx, cards.who) for c in st.zones[zone_key(GRAVEYARD, p)]
               if matches(st, cards.filter, c, ctx.controller, ctx.source) and chars(st, c).name in names)


EXTRA_AMOUNTS[CardsNamedAs] = cards_named_as
EXTRA_AMOUNTS[YouCastThisTurn] = you_cast_this_turn
EXTRA_AMOUNTS[YouDrewThisTurn] = you_drew_this_turn
EXTRA_AMOUNTS[OpponentsPoison] = lambda ctx, v: opponents_poison(ctx.state, v, ctx.source, ctx.controller)
EXTRA_STATIC_AMOUNTS[OpponentsPoison] = opponents_poison
EXTRA_AMOUNTS[ColorsAmong] = lambda ctx, v: colors_among(ctx.state, v, ctx.source, ctx.controller)
EXTRA_STATIC_AMOUNTS[ColorsAmong] = colors_among


# --- totals counted continuously (611.3a) ------------------------------------------------------------------------


def static_hand_sizes(state: GameState, value: HandSizeOf, source: int, controller: int, work: Any) -> int:
    """402.3: the cards in the hands of the players the amount names (a hand's size is public)."""
    return sum(len(state.zones[zone_key(HAND, p)]) for p in _graveyard_players(value.who, controller, len(state.players)))


def static_total_mana_value(state: GameState, value: TotalOf, source: int, controller: int, work: Any) -> int:
    """202.3: the mana values of the matching permanents (working values, 611.3a) or of the matching cards in the
    controller's graveyard, added."""
    if value.graveyard:
        return sum(chars(state, c).mana_value for c in state.zones[zone_key(GRAVEYARD, controller)]
                   if matches(state, value.filter, c, controller, source))
    return sum(c.mana_value or 0 for c in _matching(state, value.filter, source, controller, work))


def static_counters_among(state: GameState, value: KindCountersAmong, source: int, controller: int, work: Any) -> int:
    """122.1: the counters of the kind on the matching permanents together."""
    if not work:
        return sum(state.objects[o].counter(value.kind) for o in state.zones[BATTLEFIELD]
                   if isinstance(state.objects[o], Obj) and matches(state, value.filter, o, controller, source))
    return sum(dict(w.counters).get(value.kind, 0) for o, w in work.items()
               if working_matches(value.filter, w, o, controller, source))


EXTRA_STATIC_AMOUNTS[HandSizeOf] = static_hand_sizes
EXTRA_STATIC_AMOUNTS[TotalOf] = static_total_mana_value
EXTRA_STATIC_AMOUNTS[KindCountersAmong] = static_counters_among
