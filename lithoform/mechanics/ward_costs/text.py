"""Ward with a cost other than mana (702.21a), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.abilities import Trigger, TriggeredAbility
from lithoform.cards.nodes.costs import Cost
from lithoform.cards.nodes.refs import Filter, Triggering
from lithoform.cards.trigger_events import BECOMES_TARGET
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.ward_costs.nodes import CounterUnlessPaysCost


class WardCostRules:
    """Transformer rule of 'Ward—[cost]'; mixed into `OracleTransformer`."""

    def st_ward_cost(self, c: list) -> TriggeredAbility:
        """702.21a: 'Whenever this permanent becomes the target of a spell or ability an opponent controls,
        counter that spell or ability unless that player pays [cost].'"""
        parts = c[-1]
        if set(parts) - {"pay_life", "discard"} or parts.get("discard_filter") is not None:
            raise Unsupported(f"ward with a cost of {', '.join(sorted(parts))}")
        cost = Cost(**parts)
        shown = f"pay {cost.pay_life} life" if cost.pay_life else f"discard {cost.discard} card(s)"
        return TriggeredAbility(
            trigger=Trigger(BECOMES_TARGET, this=True, filter=Filter(controller="opponent")),
            effect=CounterUnlessPaysCost(Triggering(), cost), keyword="Ward", text=f"Ward—{shown}")


TRANSFORMER = WardCostRules
