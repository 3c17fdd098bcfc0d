"""'Tap or untap target permanent' (701.26a-b). The controller of the effect chooses one of the two as it
resolves (608.2d: a choice made on resolution); choosing to tap a permanent that's already tapped (or untap
an untapped one) does nothing."""

from __future__ import annotations

from lithoform.mechanics.tap_or_untap.nodes import TapOrUntap
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.names import describe
from lithoform.rules.zones import set_tapped
from lithoform.state.model import BATTLEFIELD, Obj

_CHOICES = ("tap", "untap")


def _tap_or_untap(ctx: Ctx, e: TapOrUntap) -> None:
    """701.26a: to tap a permanent is to turn it sideways; 701.26b: to untap it, to return it upright."""
    st = ctx.state
    for oid in ctx.refs(e.what):
        obj = st.objects.get(oid)
        if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
            continue
        (pick,) = ctx.ask(ctx.controller, "choose", f"tap or untap {describe(st, oid)}?", (0, 1), 1, 1,
                          labels=_CHOICES)
        st.emit("tap_or_untap", ("701.26a", "701.26b", "608.2d"), player=ctx.controller,
                target=describe(st, oid), choice=_CHOICES[pick])
        set_tapped(st, oid, pick == 0)


register_effect(TapOrUntap, _tap_or_untap)
