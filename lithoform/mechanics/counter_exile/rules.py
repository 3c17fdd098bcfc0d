"""'If that spell is countered this way, exile it instead of putting it into its owner's graveyard' (701.6a,
614.1a), the rules part: the counter's usual steps (rules/effects: counter, counter_unless_pays) with exile as
the countered spell's destination. An ability countered this way is just removed (701.6b); a spell that
can't be countered stays on the stack and isn't exiled (113.6g: 'countered this way' didn't happen)."""

from __future__ import annotations

from lithoform.mechanics.counter_exile.nodes import CounterExiled
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import counter, register_effect
from lithoform.rules.effects.oracle import counter_unless_pays
from lithoform.state.model import EXILE


def _counter_exiled(ctx: Ctx, e: CounterExiled) -> None:
    if e.mana is not None:
        counter_unless_pays(ctx, e.what, e.mana, EXILE)
        return
    for r in ctx.refs(e.what):
        counter(ctx.state, r, EXILE)


register_effect(CounterExiled, _counter_exiled)
