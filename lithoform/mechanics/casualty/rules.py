"""Casualty (702.153), the rules part: 'if a casualty cost was paid for it' (702.153a) reads the spell's
announced optional costs (601.2b), from the spell on the stack or, once it has left, as it last existed there
(608.2h), or for a permanent from what its spell left it (400.7d: rules/cast_facts.py; mechanics/reveal_cost keeps
the words). 702.153b: each instance is paid separately (one instance per card in the pool)."""

from __future__ import annotations

from lithoform.mechanics.casualty.nodes import OptionalCostPaid
from lithoform.rules.cast_facts import cast_facts
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.state.model import GameState


def _optional_cost_paid(state: GameState, cond: OptionalCostPaid, ctx: Ctx) -> bool:
    return cond.name in cast_facts(state, ctx.source)


EXTRA_CONDITIONS[OptionalCostPaid] = _optional_cost_paid
