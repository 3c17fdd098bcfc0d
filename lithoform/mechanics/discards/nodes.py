"""Discarding at random and discarding a whole hand: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class DiscardAtRandom(EffectNode):
    """'that player discards a card at random' (701.9b): the cards are picked by the game's generator, not
    by a player. `filter`: which cards of the hand may be picked ('discards a creature card at random')."""

    amount: unions.Amount
    who: unions.Ref
    filter: Filter | None = None


class DiscardHand(EffectNode):
    """'each player discards their hand' (701.9a): every card in the hand is discarded; nobody chooses.
    `filter`: 'discards all nonland cards': only the cards of that kind."""

    who: unions.Ref
    filter: Filter | None = None
