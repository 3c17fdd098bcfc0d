"""Bolster, the rules part (701.39).

701.39a: 'Bolster N' means 'Choose a creature you control with the least toughness or tied for least
toughness among creatures you control. Put N +1/+1 counters on that creature.' The creature is chosen as the
instruction is followed (it isn't a target, 115.1), among the tied ones by the controller (608.2d); with no
creature, nothing happens. Toughness is the current one, after every layer (613.4)."""

from __future__ import annotations

from lithoform.mechanics.bolster.nodes import Bolster
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.replacement.events import put_counters
from lithoform.state.model import BATTLEFIELD


def least_toughness(ctx: Ctx) -> tuple[int, ...]:
    """701.39a: the creatures the controller controls with the least toughness (all of those tied)."""
    st = ctx.state
    mine = [(chars(st, o).toughness or 0, o) for o in st.zones[BATTLEFIELD]
            if st.objects[o].controller == ctx.controller and "Creature" in chars(st, o).types]
    if not mine:
        return ()
    low = min(t for t, _ in mine)
    return tuple(o for t, o in mine if t == low)


def _bolster(ctx: Ctx, e: Bolster) -> None:
    st = ctx.state
    n = ctx.amount(e.amount)
    tied = least_toughness(ctx)
    if not tied:  # no creature: nothing happens
        return
    (picked,) = tied if len(tied) == 1 else ctx.ask(
        ctx.controller, "choose", "choose a creature with the least toughness (bolster, 701.39a)", tied, 1, 1)
    st.emit("bolster", ("701.39a",), player=ctx.controller, amount=n, obj=picked)
    put_counters(st, picked, "+1/+1", n)  # 122.6: as replacement effects modify them


register_effect(Bolster, _bolster)
