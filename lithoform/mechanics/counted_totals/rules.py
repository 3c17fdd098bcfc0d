"""Totals counted from the game, the rules part. Each is counted once, as the effect applies (608.2h) or as
the permanent enters with counters (614.1c, mechanics/counts' EntersWithCountedCounters).

- 107.1: a total is a sum; 107.1b: a result that would be negative is 0 (the sum itself may add negatives).
- 202.3: a card's mana value is the total of its mana cost's symbols.
- 402.3: the number of cards in each hand is public; 'all players' hands' sums every player's.
- 119.3, 120.3a: life lost counts damage dealt to a player (not poison, 120.3b), life lost and life paid.
- 601.2i: a spell is cast when its casting is complete ('cast' events of this turn, by any player); 'other'
  leaves out the spell the source was.
- 121.1: a player draws a card ('draw' events of this turn).
- 122.1: counters on permanents, counted together over the matching permanents.
"""

from __future__ import annotations

from collections import Counter

from lithoform.mechanics.counted_totals.nodes import (
    GreatestControlled,
    GreatestDrawnThisTurn,
    KindCountersAmong,
    LifeLostThisTurn,
    SpellsCastThisTurn,
    TotalOf,
)
from lithoform.mechanics.life_lost.rules import life_lost_this_turn
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.state.history import events_this_turn
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, Obj, zone_key


def total_of(ctx: Ctx, value: TotalOf) -> int:
    """107.1, 202.3: the sum of the stat over the matching permanents (or cards in the controller's graveyard)."""
    st = ctx.state
    zone = zone_key(GRAVEYARD, ctx.controller) if value.graveyard else BATTLEFIELD
    total = 0
    for o in st.zones[zone]:
        if matches(st, value.filter, o, ctx.controller, ctx.source):
            c = chars(st, o)
            total += (c.mana_value if value.stat == "mana value" else getattr(c, value.stat)) or 0
    return max(0, total)  # 107.1b


def life_lost_by_opponents(ctx: Ctx, value: LifeLostThisTurn) -> int:
    """119.3: the life the controller's opponents lost this turn, added together."""
    return sum(life_lost_this_turn(ctx.state, p) for p in range(len(ctx.state.players)) if p != ctx.controller)


def spells_cast_this_turn(ctx: Ctx, value: SpellsCastThisTurn) -> int:
    """601.2i: the spells cast this turn by every player (copies put on the stack aren't cast: the Storm Entity
    ruling); 'other' leaves out the source's own spell: the one resolving while the source enters (608.3), or
    the one the source was once on the battlefield (it resolved this turn: the stack empties before a step
    ends, 500.2)."""
    st = ctx.state
    src = st.objects.get(ctx.source)
    own = st.resolving if not isinstance(src, Obj) or src.zone != BATTLEFIELD else 0
    casts = [e for e in events_this_turn(st) if e.kind == "cast"]
    n = len(casts)
    if value.other and own and any(e.args.get("obj") == own for e in casts) or value.other and isinstance(src, Obj) and src.zone == BATTLEFIELD and src.cast_from \
            and src.since_turn == st.turn:
        n -= 1
    return max(0, n)


def greatest_controlled(ctx: Ctx, value: GreatestControlled) -> int:
    """The most matching permanents any one player controls (0 when none matches)."""
    st = ctx.state
    per: Counter[int] = Counter()
    for o in st.zones[BATTLEFIELD]:
        obj = st.objects[o]
        if isinstance(obj, Obj) and matches(st, value.filter, o, ctx.controller, ctx.source):
            per[obj.controller] += 1
    return max(per.values(), default=0)


def greatest_drawn(ctx: Ctx, value: GreatestDrawnThisTurn) -> int:
    """121.1: the most cards one opponent of the controller drew this turn."""
    per: Counter[int] = Counter(e.args.get("player") for e in events_this_turn(ctx.state) if e.kind == "draw")
    return max((n for p, n in per.items() if p != ctx.controller), default=0)


def counters_among(ctx: Ctx, value: KindCountersAmong) -> int:
    """122.1: the counters of the kind on the matching permanents together."""
    st = ctx.state
    return sum(st.objects[o].counter(value.kind) for o in st.zones[BATTLEFIELD]
               if isinstance(st.objects[o], Obj) and matches(st, value.filter, o, ctx.controller, ctx.source))


EXTRA_AMOUNTS[TotalOf] = total_of
EXTRA_AMOUNTS[LifeLostThisTurn] = life_lost_by_opponents
EXTRA_AMOUNTS[SpellsCastThisTurn] = spells_cast_this_turn
EXTRA_AMOUNTS[GreatestControlled] = greatest_controlled
EXTRA_AMOUNTS[GreatestDrawnThisTurn] = greatest_drawn
EXTRA_AMOUNTS[KindCountersAmong] = counters_among
