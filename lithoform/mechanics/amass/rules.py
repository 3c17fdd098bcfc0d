"""Amass, the rules part (701.47).

701.47a: 'Amass [subtype] N': if you don't control an Army creature, create a 0/0 black [subtype] Army
creature token (111.1); choose an Army creature you control (not a target, 115.1; the controller chooses
among several, 608.2d); put N +1/+1 counters on it; if it isn't a [subtype], it becomes a [subtype] in
addition to its other types (layer 4, 613.1d, with no end: 611.2a). 701.47b: the player amassed even if
some of that was impossible. 701.47d: 'amass N' is 'amass Zombies N'."""

from __future__ import annotations

from lithoform.cards.tree import AddTypes, CreateToken, TokenSpec
from lithoform.mechanics.amass.nodes import Amass
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.replacement.events import put_counters
from lithoform.state.model import BATTLEFIELD, ContinuousEffect


def armies(ctx: Ctx) -> tuple[int, ...]:
    """701.47a: the Army creatures the controller controls."""
    st = ctx.state
    return tuple(o for o in st.zones[BATTLEFIELD] if st.objects[o].controller == ctx.controller
                 and "Creature" in chars(st, o).types and "Army" in chars(st, o).subtypes)


def _amass(ctx: Ctx, e: Amass) -> None:
    st = ctx.state
    n = ctx.amount(e.amount)
    if not armies(ctx):
        token = TokenSpec(f"{e.subtype} Army", ("Creature",), (e.subtype, "Army"), ("B",), 0, 0)
        saved = ctx.created
        run_effect(ctx, CreateToken(token))
        ctx.created = saved
    found = armies(ctx)
    if not found:  # 701.47b: it amassed all the same (the token was replaced or left at once)
        return
    (army,) = found if len(found) == 1 else ctx.ask(ctx.controller, "choose", "choose an Army (amass, 701.47a)",
                                                    found, 1, 1)
    st.emit("amass", ("701.47a",), player=ctx.controller, amount=n, obj=army)
    put_counters(st, army, "+1/+1", n)
    if army in st.objects and st.objects[army].zone == BATTLEFIELD and e.subtype not in chars(st, army).subtypes:
        parts = (AddTypes(subtypes=(e.subtype,)),)
        st.effects = st.effects + (ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller,
                                                    parts, (army,), "permanent"),)
        st.characteristics_changed()


register_effect(Amass, _amass)
