"""More terms of counted amounts: the mechanic's tree nodes. Data only (imports cards/)."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode
from lithoform.cards.nodes.refs import Filter


class ColorsAmong(AmountNode):
    """'for each color among permanents you control' (105.2, 202.2): how many of the five colors the matching
    permanents have between them, 0 to 5 (colorless is no color, 105.2c)."""

    STATICALLY_COUNTABLE = True  # read from the working colors (613.1e, layer 5, before the P/T layer 7)

    filter: Filter = Filter()
