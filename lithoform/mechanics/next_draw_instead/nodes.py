"""The next draw replaced: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class NextDrawInstead(EffectNode):
    """'The next time you would draw a card this turn, [effect] instead.' (614.11): as this resolves, a replacement
    effect on its controller's next draw this turn: `effect` is done by that player instead of the draw."""

    effect: unions.Effect
