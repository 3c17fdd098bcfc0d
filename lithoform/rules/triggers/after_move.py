"""400.7e: an ability that triggers when an object moves from one zone to another ('When this Aura is put
into a graveyard from the battlefield, return it to its owner's hand') can find the new object it became in
the zone it moved to, if that zone is public. Only the effects that move the object use this; information
about the object (its power, its colour) still comes from its last known information (608.2h)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from lithoform.cards.tree import TriggeredAbility
from lithoform.cards.trigger_events import EXILED
from lithoform.rules.hooks import MOVED_WITH
from lithoform.state.model import BATTLEFIELD, EXILE, GRAVEYARD, STACK, GameState, Obj, StackAbility

ZONE_CHANGE_EVENTS = frozenset({"leaves", "dies", "to_graveyard", EXILED})
PUBLIC_ZONES = frozenset({GRAVEYARD, EXILE, BATTLEFIELD, STACK})  # 400.2


def follow(state: GameState, ability: int, oid: int) -> int:
    """The object `oid` became, if the resolving ability `ability` triggered on its move and it is still
    where it went; else `oid` unchanged."""
    if oid in state.objects:
        return oid
    item = state.objects.get(ability)
    if not (isinstance(item, StackAbility) and isinstance(item.ability, TriggeredAbility)
            and item.ability.trigger.event in ZONE_CHANGE_EVENTS):
        return oid
    node = state.log
    while node is not None:  # newest first: the move that made it leave
        e = node[0]
        if e.kind == "zone_change" and e.args.get("old") == oid:
            new = e.args.get("new")
            obj = state.objects.get(new) if isinstance(new, int) else None
            if obj is not None and obj.zone == e.args.get("dst") and obj.zone in PUBLIC_ZONES:
                return new
            return oid
        node = node[1]
    return oid


def still_in(state: GameState, ability: int, refs: Iterable[int], zones: Iterable[str]) -> Iterator[Obj]:
    """The objects `refs` names (players left out) that are in one of `zones` as each is reached, each one
    followed to the object it became if the resolving `ability` triggered on its move (400.7e). An object that
    has left those zones since is a new object (400.7): it isn't found, and stays where it is."""
    where = frozenset(zones)
    for r in refs:
        if r <= 0:
            continue
        became = follow(state, ability, r)
        obj = state.objects.get(became)
        if isinstance(obj, Obj) and obj.zone in where:
            yield obj
        if became != r:  # 730.3c: a merged permanent became several cards; the ability finds them all
            for fn in MOVED_WITH.fns:
                for other in fn(state, r):
                    obj = state.objects.get(other)
                    if isinstance(obj, Obj) and obj.zone in where:
                        yield obj
