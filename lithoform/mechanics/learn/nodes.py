"""Learn (701.48), the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class Learn(EffectNode):
    """701.48a: 'You may discard a card. If you do, draw a card. If you didn't discard a card, you may reveal a
    Lesson card you own from outside the game and put it into your hand.' `who`: the player who learns."""

    who: unions.Ref
