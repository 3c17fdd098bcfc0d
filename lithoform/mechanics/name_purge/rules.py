"""Searching a player's graveyard, hand and library for cards with a name and exiling them, the rules part
(701.23a, 701.23b, 701.24a, 406.3; Splinter, Counterbore, Memoricide).

The name is the target's (read from its last known information once it has left, 608.2h: Splinter exiles its
target first, Counterbore counters it) or the one chosen as the effect began (Cranial Extraction, 607.2d). The
searcher must find every such card in the graveyard, a public zone; in the hand and library (hidden zones) they
may leave some or all of them (701.23b). 'Any number' lets them leave any; 'up to four' caps the total."""

from __future__ import annotations

from lithoform.mechanics.name_purge.nodes import ExileNamedFromHandAndGraveyard, SearchZonesExile
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.effects.library import search_forbidden, searchable
from lithoform.rules.zones import move, shuffle
from lithoform.state.model import EXILE, GRAVEYARD, HAND, LIBRARY, zone_key


def _name(ctx: Ctx, e: SearchZonesExile | ExileNamedFromHandAndGraveyard) -> str | None:
    """The name searched for: the target's (608.2h), or None when the filter's chosen name is all there is."""
    if e.same_as is None:
        return None
    st = ctx.state
    found = [t for t in ctx.refs(e.same_as) if t > 0]
    slot = getattr(e.same_as, "slot", None)
    if not found and slot is not None and ctx.choices.targets:
        found = [t for t in ctx.choices.targets[slot + ctx.slot_offset] if t > 0]
    named = [t for t in found if st.known(t) is not None]
    return chars(st, named[0]).name if named else ""


def _search_zones_exile(ctx: Ctx, e: SearchZonesExile) -> None:
    st = ctx.state
    name = _name(ctx, e)
    for player in players_of(ctx, e.whose):
        def finds(oid: int) -> bool:
            return (name is None or chars(st, oid).name == name) \
                and matches(st, e.filter, oid, ctx.controller, ctx.source)

        zones = {z: tuple(o for o in st.zones[zone_key(z, player)] if finds(o)) for z in (GRAVEYARD, HAND, LIBRARY)}
        st.emit("search_zones", ("701.23a",), player=ctx.controller, owner=player)
        if search_forbidden(ctx, ctx.controller, player):  # 101.2, 609.3: the graveyard and hand only
            zones[LIBRARY] = ()
        else:  # 614.1a: only the top N of the library under Aven Mindcensor
            top = set(searchable(ctx, ctx.controller, player))
            zones[LIBRARY] = tuple(o for o in zones[LIBRARY] if o in top)
        if name == "":  # the target's name can't be known (it never had one): nothing matches
            zones = {z: () for z in zones}
        if e.amount == -1:  # 'all': the graveyard's must be found, the hidden zones' may be left (701.23b)
            hidden = zones[HAND] + zones[LIBRARY]
            chosen = ctx.ask(ctx.controller, "choose", "find any of these cards in the hand and library",
                             hidden, 0, len(hidden), seen=hidden, purpose="search") if hidden else ()
            exiled = zones[GRAVEYARD] + tuple(chosen)
        else:  # 'any number' (0), 'up to N'
            every = zones[GRAVEYARD] + zones[HAND] + zones[LIBRARY]
            hi = len(every) if e.amount == 0 else min(e.amount, len(every))
            exiled = tuple(ctx.ask(ctx.controller, "choose", "find cards to exile", every, 0, hi,
                                   seen=zones[HAND] + zones[LIBRARY], purpose="search")) if every else ()
        for oid in exiled:
            move(st, oid, EXILE, rules=("701.23a", "406.3"))
        st.emit("search_zones_exiled", ("701.23a", "406.3"), player=ctx.controller, owner=player, count=len(exiled))
        if e.shuffle:
            shuffle(st, player)  # 701.24a: 'Then that player shuffles.'
            st.emit("shuffle", ("701.24a",), player=player)


register_effect(SearchZonesExile, _search_zones_exile)


def _exile_named_from_hand_and_graveyard(ctx: Ctx, e: ExileNamedFromHandAndGraveyard) -> None:
    """406.3: the player (whose hand the instruction before revealed, 701.20a) exiles every card of their hand and
    graveyard with the target's name (its last known name, 608.2h; a face-down creature has none, so nothing
    matches: the Legion's End ruling)."""
    st = ctx.state
    name = _name(ctx, e)
    for player in players_of(ctx, e.who):
        if not name:
            continue
        found = tuple(o for z in (HAND, GRAVEYARD) for o in st.zones[zone_key(z, player)]
                      if chars(st, o).name == name and matches(st, e.filter, o, ctx.controller, ctx.source))
        for oid in found:
            move(st, oid, EXILE, rules=("406.3",))


register_effect(ExileNamedFromHandAndGraveyard, _exile_named_from_hand_and_graveyard)
