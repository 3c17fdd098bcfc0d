"""Putting cards from a hand onto the battlefield: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter, You


class PutFromHand(EffectNode):
    """'You may put a creature card from your hand onto the battlefield.' / 'Each player may put an artifact,
    creature, enchantment, or land card from their hand onto the battlefield.' (Show and Tell): each of the
    players, in turn order from the active player, chooses up to `count` cards matching `filter` in their hand
    (none if `optional`), then the chosen cards enter the battlefield at the same time, each under its
    owner's control (110.2a). The permanents are what a later 'that creature' names (ctx.created)."""

    filter: Filter = Filter()
    who: unions.Ref = You()
    count: int = 1
    optional: bool = True
