"""'When that creature dies this turn, [effect].': the rules part (603.7).

The resolving spell or ability creates the delayed triggered ability (603.7a): a `Delayed` record whose
trigger event is `THAT_DIES` and whose fixed objects are the creatures named (603.7c: as they are now; one that
has already left the battlefield can't die this turn, so none is waited for). The core's zone-change triggers
fire it when one of them dies (rules/triggers/matching.py), once, with that creature as its triggering object;
the cleanup step ends it if it hasn't (514.2)."""

from __future__ import annotations

from lithoform.cards.tree import Trigger
from lithoform.cards.trigger_events import THAT_DIES, THAT_LEAVES
from lithoform.mechanics.dies_this_turn.nodes import WhenThatDies
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import BATTLEFIELD, Delayed


def _when_that_dies(ctx: Ctx, e: WhenThatDies) -> None:
    """603.7a: created now, on the creatures as they are now (603.7c)."""
    st = ctx.state
    waiting = tuple(r for r in ctx.refs(e.what)
                    if r > 0 and r in st.objects and st.objects[r].zone == BATTLEFIELD)
    if not waiting:
        return
    name = chars(st, ctx.source).name
    record = Delayed(st.new_id(), ctx.controller, ctx.source, name, "", e.effect, waiting, next_only=True,
                     trigger=Trigger(THAT_LEAVES if e.leaves else THAT_DIES))
    st.delayed = st.delayed + (record,)
    step = "when that creature leaves the battlefield this turn" if e.leaves else "when that creature dies this turn"
    st.emit("delayed_trigger", ("603.7a", "603.7c"), card=name, step=step)


register_effect(WhenThatDies, _when_that_dies)
