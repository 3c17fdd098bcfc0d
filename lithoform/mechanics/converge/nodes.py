"""Converge: the mechanic's amount node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AmountNode
from lithoform.cards.nodes.refs import This


class ColorsSpentToCast(AmountNode):
    """'the number of colors of mana spent to cast ~' (601.2h, 105.1): how many of white, blue, black, red and
    green are among the mana paid to cast the spell (a permanent: its spell's); 0 for a copy or a spell cast
    without paying its mana cost."""

    what: unions.Ref = This()
