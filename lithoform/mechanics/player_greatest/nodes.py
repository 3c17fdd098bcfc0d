"""'The greatest power among creatures they control': the mechanic's amount node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AmountNode
from lithoform.cards.nodes.refs import Filter


class GreatestPowerOf(AmountNode):
    """'the greatest power among creatures they control' (208.1): the greatest power among the permanents
    matching `filter` that `who` (a player the text named) controls, 0 when none does or it's negative
    (107.1b; the ruling: 'that player doesn't gain or lose life')."""

    filter: Filter
    who: unions.Ref
