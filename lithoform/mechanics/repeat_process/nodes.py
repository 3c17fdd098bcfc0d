"""The nodes of 'repeat this process'. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class RepeatThisProcess(EffectNode):
    """'repeat this process': the last instruction of the process; followed, the process begins again."""


class RepeatProcess(EffectNode):
    """The instructions of an ability that ends in 'repeat this process' (608.2c): `body` is followed, and again
    each time it reaches its 'repeat this process', until it doesn't (Cultivator Colossus's ruling: 'The process
    is repeated until you decline to put a land card onto the battlefield.')."""

    body: unions.Effect
