"""'Exile any number of other nonland permanents you own and control.' (Yorion, Sky Nomad), the rules part.
608.2d: the controller chooses the permanents as the ability resolves (Yorion's ruling: 'You choose which
permanents to exile as Yorion's triggered ability resolves. No player may take action between the time you choose
the permanents and the time they're exiled.'), any number of them, zero included; 701.13a: they go to exile at
the same time (603.10a). The cards they became there (400.7) are the effect's objects, which a delayed trigger
made after it fixes (603.7c: 'Return those cards to the battlefield at the beginning of the next end step')."""

from __future__ import annotations

from lithoform.mechanics.exile_any_number.nodes import ExileAnyNumber
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move_simultaneously
from lithoform.state.model import BATTLEFIELD, EXILE


def _exile_any_number(ctx: Ctx, e: ExileAnyNumber) -> None:
    st = ctx.state
    eligible = tuple(o for o in st.zones[BATTLEFIELD] if matches(st, e.filter, o, ctx.controller, ctx.source))
    chosen: tuple[int, ...] = ()
    if eligible:
        chosen = tuple(ctx.ask(ctx.controller, "choose", f"choose any number of permanents to exile (0 to "
                               f"{len(eligible)}; 701.13a)", eligible, 0, len(eligible), purpose="exile"))
    moved = move_simultaneously(st, [(o, EXILE, ("701.13a", "608.2d")) for o in chosen])
    ctx.created = [m for m in moved if m]


register_effect(ExileAnyNumber, _exile_any_number)
