"""Totals counted from the game: the mechanic's tree nodes. Data only (imports cards/)."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode
from lithoform.cards.nodes.refs import Filter


class TotalOf(AmountNode):
    """'the total toughness of other creatures you control', 'the total mana value of instant and sorcery cards
    in your graveyard' (107.1, 202.3): the sum of `stat` over the matching permanents, or over the matching
    cards in the controller's graveyard when `graveyard` (a negative toughness subtracts: 107.1b applies only
    to the result)."""

    stat: str  # 'toughness', 'power' or 'mana value'
    filter: Filter = Filter()
    graveyard: bool = False


class LifeLostThisTurn(AmountNode):
    """'the total life lost by your opponents this turn' (119.3, 120.3a): the sum of the life the controller's
    opponents lost this turn."""


class SpellsCastThisTurn(AmountNode):
    """'for each other spell cast this turn', 'the number of spells cast this turn' (601.2i): the spells every
    player cast this turn; `other` leaves out the spell the source was, if it was cast this turn."""

    other: bool = False


class GreatestControlled(AmountNode):
    """'the greatest number of creatures a player controls': the largest count among the players of the
    matching permanents each controls (0 when none matches)."""

    filter: Filter = Filter()


class GreatestDrawnThisTurn(AmountNode):
    """'the greatest number of cards an opponent has drawn this turn' (121.1): the most cards any one opponent
    of the controller drew this turn."""


class KindCountersAmong(AmountNode):
    """'for each +1/+1 counter among other creatures you control', 'for each loyalty counter on planeswalkers you
    control' (122.1): the counters of `kind` on all the matching permanents together."""

    kind: str
    filter: Filter = Filter()
