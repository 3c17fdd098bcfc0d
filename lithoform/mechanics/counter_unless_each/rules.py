"""'Counter target spell unless its controller pays {1} for each ...', the rules part (701.6a, 118.12, 107.1,
608.2h): the amount is counted as the spell resolves, then the countering works as 'unless its controller pays
{N}' does (rules/effects/oracle.py: the controller chooses whether to pay, 118.12)."""

from __future__ import annotations

from lithoform.mechanics.counter_unless_each.nodes import CounterUnlessPaysGeneric
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.effects.oracle import counter_unless_pays


def _counter_unless_pays_generic(ctx: Ctx, e: CounterUnlessPaysGeneric) -> None:
    """107.1, 608.2h: N counted now ({0} when it is 0 or less); 118.12: then pay it or be countered."""
    n = max(0, ctx.amount(e.generic))
    counter_unless_pays(ctx, e.what, f"{{{n}}}")


register_effect(CounterUnlessPaysGeneric, _counter_unless_pays_generic)
