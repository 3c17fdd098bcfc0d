"""'Cast this spell only if ...' (601.3), the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode


class CastOnlyIf(AbilityNode):
    """'Cast ~ only if [condition].' (601.3): the card can't be cast while the condition doesn't hold."""

    condition: unions.Condition
    text: str = ""
