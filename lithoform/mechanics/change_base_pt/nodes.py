"""'change ~'s base power and toughness to that creature's power and toughness', the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class ChangeBasePTTo(EffectNode):
    """Until end of turn, the objects `what` stands for have base power and toughness equal to the power and
    toughness of `like` as the effect begins (layer 7b, 613.4b; 611.2c), or as it last existed (608.2h)."""

    what: unions.Ref
    like: unions.Ref
