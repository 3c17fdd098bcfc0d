"""'If a land card was milled this way': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode
from lithoform.cards.nodes.refs import Filter


class MilledThisWay(ConditionNode):
    """608.2c, 701.17a: at least one card the effect's last mill put into a graveyard matches `filter`."""

    filter: Filter


class TwoMilledShareColor(ConditionNode):
    """608.2c, 701.17a, 105.2: two of the cards the effect's last mill put into graveyards match `filter` and
    have a color in common (Grindstone's ruling: 'If the two cards are both colorless, then the effect does not
    repeat. It only repeats if both cards have at least one color and at least one color is shared between
    them.')."""

    filter: Filter
