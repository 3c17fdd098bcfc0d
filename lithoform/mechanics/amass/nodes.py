"""Amass (701.47): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class Amass(EffectNode):
    """'Amass [subtype] N' (701.47a): if you don't control an Army creature, create a 0/0 black [subtype]
    Army creature token; choose an Army creature you control; put N +1/+1 counters on it; if it isn't a
    [subtype], it becomes one in addition to its other types. 701.47d: 'amass N' is 'amass Zombies N'."""

    amount: unions.Amount
    subtype: str = "Zombie"
