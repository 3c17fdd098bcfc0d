"""'Discard up to N cards / any number of cards, then draw that many cards': the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class DiscardThenDrawThatMany(EffectNode):
    """The player discards up to `most` cards of their choice (any number when None, 701.9a), then draws as
    many cards as were discarded this way, plus `plus` (121.1; 'that many cards plus one')."""

    who: unions.Ref
    most: int | None = None
    plus: int = 0
    whole_hand: bool = False  # 'discard all the cards in your hand' (no choice)
