"""Exchanging control of two permanents: the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class ExchangeControl(EffectNode):
    """701.12b: each of the two permanents' controllers gains control of the other one (layer 2, 613.1b), for
    the rest of the game; `second` None: `first` stands for both ('two target creatures')."""

    first: unions.Ref
    second: unions.Ref | None = None
