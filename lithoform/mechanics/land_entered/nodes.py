"""A permanent of a kind entered under your control this turn: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode, ConditionNode
from lithoform.cards.nodes.refs import Filter


class EnteredUnderYourControlThisTurn(ConditionNode):
    """'if you had a land enter the battlefield under your control this turn' (500.1: this turn's events): a
    permanent matching `filter` entered the battlefield under the ability's controller's control this turn."""

    filter: Filter
    count: int = 1  # 'if you had two or more creatures enter the battlefield under your control this turn'
    # "opponent": 'if an opponent had two or more lands enter under their control this turn' (Lavaball Trap): the
    # permanents under one opponent's control (102.3), `count` of them under the same opponent's
    who: str = "you"


class EnteredThisTurnCount(AmountNode):
    """'the number of Goblins that entered the battlefield under your control this turn' (500.1): how many
    permanents matching `filter` entered under the controller's control this turn (each a new object, 400.7)."""

    filter: Filter
