"""Choosing a card from a hand looked at or revealed: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class ChooseFromHand(EffectNode):
    """'Look at target player's hand. You may choose a nonland card from it.' (Vendilion Clique): the
    controller chooses one card matching `filter` in the hand of `who` (the player whose hand the sentence
    before looked at or revealed); the instructions after it name that card as Created() ('that card', 'the
    chosen card'). With no such card, nothing is chosen and an 'If you do' after it doesn't happen (608.2c)."""

    who: unions.Ref
    filter: Filter | None = None
    count: unions.Amount = 1  # 'choose X cards from it' (Mind Warp): that many, or all of them if fewer
    up_to: bool = False  # 'choose up to two cards from it' (Extortion)


class RevealChosen(EffectNode):
    """'That player reveals the chosen card' (701.20a): every player sees it; it stays where it is."""

    what: unions.Ref


class DiscardChosen(EffectNode):
    """'That player discards that card' (701.9a): the chosen card, if it is still in its owner's hand."""

    what: unions.Ref
