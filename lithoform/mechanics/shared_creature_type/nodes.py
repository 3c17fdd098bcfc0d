"""'The greatest number of creatures you control that have a creature type in common': the amount node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode
from lithoform.cards.nodes.refs import Filter


class GreatestSharingType(AmountNode):
    """For each creature type (205.3m), the number of permanents matching `filter` that have it; the greatest
    of those numbers (0 when none has a creature type)."""

    filter: Filter = Filter()
