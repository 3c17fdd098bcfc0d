"""Sacrificing one permanent of each kind, the rules part (701.21a): the player chooses, for each kind in
order, a permanent they control of that kind not chosen already (none if there is none), then sacrifices
them all at the same time."""

from __future__ import annotations

from lithoform.mechanics.sacrifice_each.nodes import SacrificeEachOf
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import sacrifice_all
from lithoform.state.model import BATTLEFIELD, ref_player


def _sacrifice_each_of(ctx: Ctx, e: SacrificeEachOf) -> None:
    st = ctx.state
    for r in ctx.refs(e.who):
        p = ref_player(r)
        chosen: list[int] = []
        for f in e.filters:
            options = tuple(o for o in st.zones[BATTLEFIELD] if st.objects[o].controller == p and o not in chosen
                            and matches(st, f, o, p, ctx.source))
            if len(options) == 1:
                chosen.append(options[0])
            elif options:
                (picked,) = ctx.ask(p, "choose", f"choose a permanent to sacrifice ({', '.join(f.types)})",
                                    options, 1, 1, purpose="sacrifice")
                chosen.append(picked)
        sacrifice_all(st, chosen)


register_effect(SacrificeEachOf, _sacrifice_each_of)
