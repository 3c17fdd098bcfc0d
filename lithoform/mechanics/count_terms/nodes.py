"""More terms of counted amounts: the mechanic's tree nodes. Data only (imports cards/)."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.amounts import CardsInGraveyard
from lithoform.cards.nodes.base import AmountNode
from lithoform.cards.nodes.refs import Filter


class ColorsAmong(AmountNode):
    """'for each color among permanents you control' (105.2, 202.2): how many of the five colors the matching
    permanents have between them, 0 to 5 (colorless is no color, 105.2c)."""

    STATICALLY_COUNTABLE = True  # read from the working colors (613.1e, layer 5, before the P/T layer 7)

    filter: Filter = Filter()


class YouCastThisTurn(AmountNode):
    """'for each spell you've cast this turn' (601.2i: a spell becomes cast as its casting completes; a copy
    isn't cast, 707.10): the controller's spells this turn that matched `filter` as they were cast."""

    filter: Filter = Filter()


class YouDrewThisTurn(AmountNode):
    """'for each card you've drawn this turn' (121.1): the controller's draws this turn."""


class OpponentsPoison(AmountNode):
    """'for each poison counter your opponents have' (122.1, 104.3d): the poison counters of the controller's
    opponents together."""

    STATICALLY_COUNTABLE = True  # a number of the players, no characteristic


class CardsNamedAs(AmountNode):
    """'the number of cards in all graveyards with the same name as that spell' (201.2): the cards `cards` counts
    that have the name of the object `what` stands for (as it is now, or as it last existed, 608.2h)."""

    cards: CardsInGraveyard
    what: unions.Ref
