"""Life loss unless the player discards or sacrifices: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class LoseLifeUnless(EffectNode):
    """'[Players] lose N life unless they discard a card' (`discard` 1) / 'unless they sacrifice an artifact, a
    creature, or a land' (`sacrifice`: what may be sacrificed): each player chooses in APNAP order (101.4)
    whether to do it, if they can (118.12: an action that can't be done can't be chosen), then the actions
    happen and those who didn't lose the life."""

    who: unions.Ref
    amount: unions.Amount
    discard: int = 0
    sacrifice: Filter | None = None
