"""'If that spell is countered this way, exile it [put it on top of its owner's library, into its owner's hand]
instead of putting it into its owner's graveyard' (701.6a, 614.1a), the rules part: the counter's usual steps
(rules/effects: counter, counter_unless_pays) with another destination for the countered spell. An ability
countered this way is just removed (701.6b); a spell that can't be countered stays on the stack and goes nowhere
(113.6g: 'countered this way' didn't happen). For 'on the top or bottom' the counter's controller chooses (Hinder's
ruling)."""

from __future__ import annotations

from lithoform.mechanics.counter_exile.nodes import CounterExiled
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import counter, register_effect
from lithoform.rules.effects.oracle import counter_unless_pays
from lithoform.state.model import EXILE, HAND, LIBRARY, STACK, zone_key

_TOP, _BOTTOM = 0, 1  # the options of 'top or bottom'


def _destination(ctx: Ctx, e: CounterExiled, oid: int) -> tuple[str, int | None]:
    """Where the spell goes (zone, library position: 0 is the top, 401.4) instead of its owner's graveyard."""
    if e.to == "exile":
        return EXILE, None
    if e.to == "hand":
        return HAND, None
    obj = ctx.state.objects.get(oid)
    if obj is None or obj.zone != STACK:
        return LIBRARY, 0
    bottom = len(ctx.state.zones[zone_key(LIBRARY, obj.owner)])
    if e.to == "library_bottom":
        return LIBRARY, bottom
    if e.to == "library_either":
        (pick,) = ctx.ask(ctx.controller, "choose", "put the countered spell on the top or bottom of its owner's "
                          "library (701.6a, 401.4)", (_TOP, _BOTTOM), 1, 1, labels=("top", "bottom"),
                          purpose="library position")
        return LIBRARY, (0 if pick == _TOP else bottom)
    return LIBRARY, 0


def _counter_exiled(ctx: Ctx, e: CounterExiled) -> None:
    if e.mana is not None:
        counter_unless_pays(ctx, e.what, e.mana, where=lambda r: _destination(ctx, e, r))
        return
    moved = []
    for r in ctx.refs(e.what):
        obj = ctx.state.objects.get(r)
        if obj is None or obj.zone != STACK:
            continue
        moved.append(counter(ctx.state, r, *_destination(ctx, e, r)))
    if e.to == "exile":  # 'You may play it ... for as long as it remains exiled' (Spelljack): the card in exile
        ctx.created = [m for m in moved if m and ctx.state.objects[m].zone == EXILE]


register_effect(CounterExiled, _counter_exiled)
