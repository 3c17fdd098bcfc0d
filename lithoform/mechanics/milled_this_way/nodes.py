"""'If a land card was milled this way': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode
from lithoform.cards.nodes.refs import Filter


class MilledThisWay(ConditionNode):
    """608.2c, 701.17a: at least one card the effect's last mill put into a graveyard matches `filter`."""

    filter: Filter
