"""What was attached to a permanent as it left the battlefield, the rules part (603.10a, 608.2h).

'Whenever an enchanted creature dies, draw a card for each Aura you controlled that was attached to it.' The
ability looks back in time (603.10a): the Auras attached to the creature as it left count, those that leave with
it (destroyed at the same time, Hateful Eidolon's rulings) and those that state-based actions put into a
graveyard afterwards (704.5m) alike, each as it last was (608.2h: 'you controlled'). What was attached to each
permanent leaving is kept, before any of them moves, as a Link under the permanent's id (a new object has none,
400.7)."""

from __future__ import annotations

from lithoform.mechanics.attached_when_left.nodes import AttachedWhenLeft
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx
from lithoform.rules.continuous.filters import ATTACHED_WHEN_LEFT as KEY
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import LEAVING_BATTLEFIELD
from lithoform.state.model import BATTLEFIELD, GameState, Link, Obj


def _leaving(state: GameState, oids: tuple[int, ...]) -> None:
    """603.10a: the permanents attached to each of `oids` now, just before they leave together."""
    leaving = set(oids)
    attached: dict[int, list[int]] = {}
    for other in state.zones[BATTLEFIELD]:
        obj = state.objects.get(other)
        if isinstance(obj, Obj) and obj.attached_to in leaving:
            attached.setdefault(obj.attached_to, []).append(other)
    if attached:
        state.links = state.links + tuple(Link(host, KEY, tuple(found)) for host, found in attached.items())


def attached_when_left(state: GameState, host: int) -> tuple[int, ...]:
    """The permanents that were attached to `host` (an object's id on the battlefield) as it left."""
    return next((link.objects for link in state.links if link.source == host and link.key == KEY), ())


def _amount(ctx: Ctx, value: AttachedWhenLeft) -> int:
    """608.2h: those fitting the description as they last were (the controller then: 'you controlled')."""
    host = ctx.trigger_object
    return sum(1 for oid in attached_when_left(ctx.state, host)
               if matches(ctx.state, value.filter, oid, ctx.controller, ctx.source))


EXTRA_AMOUNTS[AttachedWhenLeft] = _amount
# in every game: any 'an enchanted (equipped) creature dies' trigger and any 'attached to that creature' after it
# left reads it (filters.attached_by, effects.oracle._attached_to), not only this amount
LEAVING_BATTLEFIELD.register(_leaving)
