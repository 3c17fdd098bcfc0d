"""'each spell you don't control', the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import RefNode
from lithoform.cards.nodes.refs import Filter


class EachSpell(RefNode):
    """'each spell you don't control', 'all other spells': every spell on the stack (405.1) that matches `filter`
    as the effect applies (relative to the resolving object's controller and source)."""

    filter: Filter = Filter()
