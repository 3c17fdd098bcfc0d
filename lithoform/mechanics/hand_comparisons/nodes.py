"""Comparing an opponent's hand or life with yours: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import ConditionNode


class OpponentHasMore(ConditionNode):
    """Some opponent has at least `by` more cards in hand (`what` 'hand', 402.1) or life (`what` 'life', 119.1)
    than the controller; with `who`, that player ('defending player has more cards in hand than you': Robber of
    the Rich, 506.2)."""

    what: str
    by: int = 1
    who: unions.Ref | None = None


class OpponentLifeAtMost(ConditionNode):
    """Some opponent of the controller has `amount` or less life (119.1; Bloodghast)."""

    amount: int
