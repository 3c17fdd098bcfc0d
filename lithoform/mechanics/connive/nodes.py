"""Connive (701.50): the mechanic's tree nodes. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class Connive(EffectNode):
    """'~ connives' (701.50a), 'connives X' (701.50e): the permanent's controller draws N cards, then
    discards N cards, then puts a +1/+1 counter on it for each nonland card discarded this way."""

    what: unions.Ref
    amount: unions.Amount = 1
