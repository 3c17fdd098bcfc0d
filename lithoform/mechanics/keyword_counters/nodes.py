"""Keyword counters, the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, EffectNode


class PutChosenKindCounter(EffectNode):
    """'a counter from among flying, first strike, lifelink, or vigilance on it' (122.1b): the controller
    chooses one of `kinds` as the effect resolves and puts one counter of that kind on each object `what`
    stands for."""

    kinds: tuple[str, ...]
    what: unions.Ref


class EntersWithCounterChoice(AbilityNode):
    """'~ enters with your choice of a deathtouch counter or a lifelink counter on it' (614.1c, 122.1b): a
    replacement effect; as the permanent enters its controller chooses `count` different kinds among `kinds`
    (614.12: the choice is made then, before it is on the battlefield) and it enters with one counter of each."""

    kinds: tuple[str, ...]
    count: int = 1
    text: str = ""
