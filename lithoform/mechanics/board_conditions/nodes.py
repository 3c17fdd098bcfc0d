"""The condition nodes of 'any player controls ...' and 'no opponent controls ...'."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode
from lithoform.cards.nodes.refs import Filter


class AnyPlayerControls(ConditionNode):
    """'any player controls a black permanent' (Knight of Grace): some player, the ability's controller
    included (102.1), controls a permanent matching `filter`."""

    filter: Filter


class NoOpponentControls(ConditionNode):
    """'no opponent controls a white or blue creature' (Skittish Kavu): none of the controller's opponents
    (102.3) controls a permanent matching `filter`."""

    filter: Filter


class MoreCardsInHandThanEachOpponent(ConditionNode):
    """'you have more cards in hand than each opponent' (402): the controller's hand holds more cards than
    the hand of every one of their opponents (102.3)."""
