"""'Sacrifice any number of lands.' (Scapeshift), the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class SacrificeAnyNumber(EffectNode):
    """Each player `who` names chooses any number (zero included) of the permanents they control that match
    `filter`, and sacrifices them (701.21a, 608.2d: the choice is made as the effect resolves)."""

    who: unions.Ref
    filter: Filter = Filter()
