"""Draw, reveal and cast one for free: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class DrawRevealMayCast(EffectNode):
    """'Draw N cards and reveal them. You may cast one of them without paying its mana cost.': the controller
    draws (121.1) and reveals the cards drawn (701.20a), then may cast one of them during the resolution
    (608.2g) for no mana (118.9)."""

    amount: unions.Amount
