"""Paying life on resolution, the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class PayLife(EffectNode):
    """'pay N life' as an instruction (119.4): paid only if the player's life total is at least N (118.3),
    so that an 'if you do' after it follows only a payment."""

    amount: int
    who: unions.Ref
