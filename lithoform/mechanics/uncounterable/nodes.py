"""'Creature spells you control can't be countered.' (101.2, 701.6): the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class SpellsCantBeCountered(AbilityNode):
    """'[Spells matching `filter`] can't be countered.' (Gaea's Herald, Benevolent Geist): a static ability of a
    permanent; while it is on the battlefield, an effect that would counter such a spell does nothing to it
    (101.2, 701.6). The filter reads 'you control' from the permanent's controller."""

    filter: Filter = Filter()
    text: str = ""
