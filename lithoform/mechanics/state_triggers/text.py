"""'When <condition>, ...' (603.8): a state trigger, text part; and the conditions state triggers say that no
other ability does ('there are no creatures on the battlefield', '~ has two or fewer loyalty counters on him').
Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.amounts import CountersOn, CountOf
from lithoform.cards.tree import This, Trigger
from lithoform.compiler.values import Unsupported, described
from lithoform.mechanics.amount_compare.nodes import AmountAtMostAmount


class StateTriggerRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def trig_state_condition(self, c: list) -> Trigger:
        """603.8: the ability triggers as soon as the game state matches the condition, and again only once
        it has resolved or otherwise left the stack (the engine's state-trigger check)."""
        cond: Any = c[-1]
        return Trigger("state", state=cond)

    def cond_none_on_battlefield(self, c: list) -> AmountAtMostAmount:
        """'there are no creatures on the battlefield': the number of matching permanents, of every player's,
        is at most 0."""
        d = described(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.noun in ("spell", "card", "ability") or d.controller is not None or d.zone != "battlefield":
            raise Unsupported("'no ... on the battlefield' of something other than permanents")
        return AmountAtMostAmount(CountOf(d.filter()), 0)

    def cond_self_counters_at_most(self, c: list) -> AmountAtMostAmount:
        """'~ has two or fewer loyalty counters on him' (122.1): counted on the source now."""
        n, kind = c[0], c[1]
        self.scope.last = This()  # type: ignore[attr-defined]  # 'transform him': ~, named last
        return AmountAtMostAmount(CountersOn(str(kind)), int(n))


TRANSFORMER = StateTriggerRules
