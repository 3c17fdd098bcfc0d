"""Revealing chosen cards from a hand: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AmountNode, EffectNode
from lithoform.cards.nodes.refs import Filter


class RevealFromHand(EffectNode):
    """'Reveal any number of green cards in your hand.' (Scent of Ivy; 701.20a): the controller chooses any
    number of the cards in their hand that match `filter` and reveals them."""

    filter: Filter = Filter()


class RevealOneFromHand(EffectNode):
    """'Reveal a card from your hand.' (Infernal Tutor; 701.20a): the controller chooses one card of their hand that
    matches `filter` and reveals it; 'that card' later in the same effect names it (RevealedCard). With no such
    card in hand, nothing is revealed and 'that card' names nothing."""

    filter: Filter = Filter()


class RevealedFromHand(AmountNode):
    """'the number of cards revealed this way' / 'for each card revealed this way' after a RevealFromHand of the
    same resolving spell or ability (608.2c): how many cards it revealed."""


class RevealedHandCount(AmountNode):
    """'for each card with the chosen name revealed this way' after 'Target player reveals their hand.' (Thought
    Hemorrhage; 608.2c): the cards of the revealed hand of each player `who` names that match `filter`, counted as
    the instruction is carried out (nothing happens between the reveal and the count: 608.2c)."""

    who: unions.Ref
    filter: Filter = Filter()


class RevealChosenDiscard(EffectNode):
    """'Target player reveals three cards from their hand and you choose one of them. That player discards that
    card.' (Blackmail; 701.20a, 701.9b): the player `who` names chooses `count` cards of their hand and reveals
    them (all of them if they have no more); the controller chooses one of those; that player discards it."""

    who: unions.Ref
    count: unions.Amount
