"""A player tapping permanents they choose: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class TapChosen(EffectNode):
    """'[player] taps an untapped artifact, creature, or land they control for each fade counter on ~': each
    player `who` stands for chooses that many untapped permanents they control matching `filter` and taps them
    (701.26a); with fewer, all of them (no choice, 608.2d). The number is counted as it resolves (608.2h)."""

    who: unions.Ref
    filter: Filter
    amount: unions.Amount
