"""Demonstrate (702.144): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class DemonstrateCopies(EffectNode):
    """'You may copy it. If you do, choose an opponent to also copy it. Players may choose new targets for their
    copies.' (702.144a): the demonstrate trigger's effect; 'it' is the spell whose casting made it trigger."""
