"""'Counter [object] unless its controller pays {N} for each ...', the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class CounterUnlessPaysGeneric(EffectNode):
    """701.6a, 118.12: counter `what` unless its controller pays `generic` generic mana, an amount counted as
    this resolves (107.1: 'for each ...'; 0 or less is {0})."""

    what: unions.Ref
    generic: unions.Amount
