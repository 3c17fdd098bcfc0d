"""The condition nodes of 'any player controls ...' and 'no opponent controls ...'."""

from __future__ import annotations

from lithoform.cards.nodes import unions
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


class AnOpponentControlsNone(ConditionNode):
    """'an opponent controls no basic lands' (Hagra Mauling): at least one of the controller's opponents (102.3)
    controls no permanent matching `filter`; the others may control some."""

    filter: Filter


class MoreCardsInHandThanEachOpponent(ConditionNode):
    """'you have more cards in hand than each opponent' (402): the controller's hand holds more cards than
    the hand of every one of their opponents (102.3)."""


class OpponentHandAtMost(ConditionNode):
    """'an opponent has no cards in hand' (Guul Draz Specter; 402): some opponent's hand holds `count` or
    fewer cards."""

    count: int


class OpponentPoisoned(ConditionNode):
    """'an opponent is poisoned' (Viridian Betrayers): some opponent has one or more poison counters (122.1f)."""


class MostCommonColor(ConditionNode):
    """'black is the most common color among all permanents or is tied for most common' (105.1): no other color
    is had by more permanents on the battlefield than `color` is."""

    color: str


class LibraryAtMost(ConditionNode):
    """'a library has twenty or fewer cards in it' (401): some player's library holds `count` or fewer."""

    count: int


class SingleGraveyardAtLeast(ConditionNode):
    """'there are ten or more cards in a single graveyard' (404): some player's graveyard holds `count` or
    more cards."""

    count: int


class AnyOf(ConditionNode):
    """'as long as you control a Desert or there is a Desert card in your graveyard' (Sidewinder Naga): one of
    `conditions` holds."""

    conditions: tuple[unions.Condition, ...]
