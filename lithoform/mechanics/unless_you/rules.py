"""'... unless you sacrifice / return ...', the rules part. 118.12: 'unless' offers the controller a choice as
the effect resolves (608.2d): they may sacrifice the permanents (701.21a) or return them to their owner's hand;
a player who controls too few of that kind can't choose to, and the other action happens instead."""

from __future__ import annotations

from lithoform.mechanics.unless_you.nodes import UnlessYouMove
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.zones import move_simultaneously, sacrifice_all
from lithoform.state.model import BATTLEFIELD, HAND, Obj


def _unless_you_move(ctx: Ctx, e: UnlessYouMove) -> None:
    """118.12: the controller moves `count` of their permanents matching the filter, or `otherwise` happens."""
    st = ctx.state
    player = ctx.controller
    eligible = tuple(oid for oid in st.zones[BATTLEFIELD]
                     if isinstance(o := st.objects.get(oid), Obj) and o.controller == player
                     and matches(st, e.filter, oid, player, ctx.source))
    if len(eligible) >= e.count:
        verb = "sacrifice" if e.action == "sacrifice" else "return to hand"
        (yes,) = ctx.ask(player, "may", f"{verb} {e.count} permanent(s) rather than the other action? (118.12)",
                         (1, 0), 1, 1, purpose="unless")
        if yes:
            picked = eligible if len(eligible) == e.count else ctx.ask(
                player, "choose", f"choose {e.count} permanent(s) to {verb}", eligible, e.count, e.count,
                purpose="unless")
            if e.action == "sacrifice":
                sacrifice_all(st, list(picked))  # 701.21a
            else:
                move_simultaneously(st, [(oid, HAND, ("118.12",)) for oid in picked])
            return
    run_effect(ctx, e.otherwise)


register_effect(UnlessYouMove, _unless_you_move)
