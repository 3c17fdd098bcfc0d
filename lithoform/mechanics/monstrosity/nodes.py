"""Monstrosity (701.37): the mechanic's tree nodes. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import ConditionNode, EffectNode


class Monstrosity(EffectNode):
    """'Monstrosity N' (701.37a): if this permanent isn't monstrous, put N +1/+1 counters on it and it
    becomes monstrous."""

    amount: unions.Amount


class IsMonstrous(ConditionNode):
    """'~ is monstrous' (701.37b): the source has the designation (it stays until the permanent leaves)."""
