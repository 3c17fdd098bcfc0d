"""A spell of yours countered this turn by an opponent's spell or ability: the mechanic's condition node. Data
only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode
from lithoform.cards.nodes.refs import Filter


class YourSpellCounteredByOpponent(ConditionNode):
    """'if a creature spell you cast this turn was countered by a spell or ability an opponent controlled'
    (701.6a): a spell matching `filter` that the controller cast this turn (601.2i; a copy isn't cast, 707.10) was
    countered by a resolving spell or ability an opponent of theirs controlled."""

    filter: Filter = Filter()
