"""A player revealing their top card and putting it into their hand if it has a quality: the tree node. Data
only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class RevealTopToHand(EffectNode):
    """'[who] reveals the top card of their library. If it's a [filter] card, that player puts it into their
    hand.' (701.20a): each such player reveals their top card; one that matches `filter` goes into their hand,
    any other stays on top of the library (Goblin Guide's ruling)."""

    who: unions.Ref
    filter: Filter = Filter()
    # 'If it's a permanent card, they put it onto the battlefield.' (Chaos Warp): 'battlefield', under that
    # player's control (110.2a); else 'hand'
    to: str = "hand"
