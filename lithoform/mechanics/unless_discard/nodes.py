"""'... unless you discard [a card]': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class UnlessDiscard(EffectNode):
    """'[Do `otherwise`] unless you discard `count` card(s) [that `filter` allows] [at random]' (118.12): as
    it resolves the controller (or the player `who` names: 'counter that spell unless its controller discards a
    card', Reality Smasher) chooses whether to discard; a player who can't discard that many cards of that kind
    has no choice. If they discard, `otherwise` doesn't happen."""

    count: int
    otherwise: unions.Effect
    filter: Filter | None = None
    at_random: bool = False
    who: unions.Ref | None = None  # None: the ability's controller
