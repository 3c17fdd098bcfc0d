"""Bolster (701.39): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class Bolster(EffectNode):
    """'Bolster N' (701.39a): choose a creature you control with the least toughness or tied for least
    toughness among creatures you control, and put N +1/+1 counters on it."""

    amount: unions.Amount
