"""Replicate (702.56): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class ReplicateCopies(EffectNode):
    """'Copy it for each time its replicate cost was paid. If the spell has any targets, you may choose new
    targets for any of the copies.' (702.56a): the replicate trigger's effect; 'it' is the spell whose casting
    made the ability trigger."""
