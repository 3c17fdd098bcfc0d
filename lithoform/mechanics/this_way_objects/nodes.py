"""The reference node of 'that creature' after 'sacrifices a creature'. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import RefNode


class MovedThisWay(RefNode):
    """The objects an earlier instruction of the resolving spell or ability `how` ("sacrificed": 701.21a,
    "discarded": 701.9a) (608.2c). Only amounts read it ('that creature's power'): a sacrificed permanent is
    read as it last existed on the battlefield (608.2h), a discarded card where it went."""

    how: str = "sacrificed"
