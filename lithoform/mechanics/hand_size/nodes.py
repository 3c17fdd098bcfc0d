"""A player's maximum hand size changed by a resolving effect (402.2): the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, EffectNode


class ReduceMaxHandSize(EffectNode):
    """'Your maximum hand size is reduced by three for the rest of the game.' (402.2): the players `who` names
    have a maximum hand size `amount` lower from now on (the game's duration: nothing ends it)."""

    amount: int
    who: unions.Ref


class MaxHandSizeChange(AbilityNode):
    """'Your maximum hand size is increased by one.' / 'Each opponent's maximum hand size is reduced by one.'
    (402.2): while its permanent is on the battlefield, the maximum hand size of its controller (`opponents`
    False) or of each of their opponents is `amount` higher (negative: lower)."""

    amount: int
    opponents: bool = False
    text: str = ""
