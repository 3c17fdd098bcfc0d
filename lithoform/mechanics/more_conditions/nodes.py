"""Conditions of several parts and 'unless': the mechanic's tree nodes. Data only: imports the cards package."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import ConditionNode


class AllOf(ConditionNode):
    """'if you control a Human creature and a non-Human creature': every one of `conditions` holds."""

    conditions: tuple[unions.Condition, ...]


class SourceEnteredThisTurn(ConditionNode):
    """'~ entered the battlefield this turn' (500.1): the source is a permanent that entered this turn."""


class NoCardsInHand(ConditionNode):
    """'you have no cards in hand' (402): the controller's hand is empty."""


class YouCastIt(ConditionNode):
    """'if you cast it' (601.2): the permanent `what` stands for was a spell cast by the condition's controller
    (a permanent put onto the battlefield without being cast, or a copy, wasn't)."""

    what: unions.Ref


class PutIntoYourGraveyardThisTurn(ConditionNode):
    """'if an enchantment was put into your graveyard from the battlefield this turn': a permanent of the card
    type `card_type` (as it last existed on the battlefield, 608.2h) that the controller owned went from the
    battlefield to their graveyard during this turn (500.1)."""

    card_type: str
