"""What an opponent cast this turn: the mechanic's condition node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode
from lithoform.cards.nodes.refs import Filter


class OpponentCastThisTurn(ConditionNode):
    """'if an opponent has cast a blue or black spell this turn' (601.2i): one opponent cast at least `count`
    spells matching `filter` this turn (a copy isn't cast, 707.10)."""

    filter: Filter = Filter()
    count: int = 1


class YouDidntCastThisTurn(ConditionNode):
    """'if you didn't cast a spell this turn' (601.2i): the controller cast no spell matching `filter` this turn (a
    copy isn't cast, 707.10)."""

    filter: Filter = Filter()
