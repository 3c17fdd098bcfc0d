"""A player's maximum hand size changed by a resolving effect (402.2): the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class ReduceMaxHandSize(EffectNode):
    """'Your maximum hand size is reduced by three for the rest of the game.' (402.2): the players `who` names
    have a maximum hand size `amount` lower from now on (the game's duration: nothing ends it)."""

    amount: int
    who: unions.Ref
