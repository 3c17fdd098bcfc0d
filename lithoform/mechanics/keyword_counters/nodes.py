"""Keyword counters, the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class PutChosenKindCounter(EffectNode):
    """'a counter from among flying, first strike, lifelink, or vigilance on it' (122.1b): the controller
    chooses one of `kinds` as the effect resolves and puts one counter of that kind on each object `what`
    stands for."""

    kinds: tuple[str, ...]
    what: unions.Ref
