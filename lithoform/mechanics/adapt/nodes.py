"""Adapt (701.46): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class Adapt(EffectNode):
    """701.46a: 'If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it.'"""

    amount: int
