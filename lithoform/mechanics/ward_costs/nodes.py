"""Ward with a cost other than mana (702.21a): the effect node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.costs import Cost


class CounterUnlessPaysCost(EffectNode):
    """'Counter that spell or ability unless its controller [pays 3 life / discards a card]' (702.21a,
    118.12): the controller of the targeting spell or ability chooses whether to pay, if they can (119.4:
    not more life than they have; a card to discard)."""

    what: unions.Ref
    cost: Cost
