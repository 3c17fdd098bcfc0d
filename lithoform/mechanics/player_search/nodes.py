"""Another player searching their library: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.effects_zones import SearchLibrary


class PlayerSearches(EffectNode):
    """'[player] may search their library for ..., put it onto the battlefield, then shuffle' (701.23a): the
    player `who` stands for (its controller: the target's, from its last known information) searches their
    own library as `search` says, the found cards entering under their control (110.2a). `optional`: 'may'
    (608.2d: that player chooses)."""

    who: unions.Ref
    search: SearchLibrary
    optional: bool = True
