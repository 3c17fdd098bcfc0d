"""Fading (702.32): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class RemoveCounterOrSacrifice(EffectNode):
    """'Remove a [kind] counter from this permanent. If you can't, sacrifice the permanent.' (702.32a)"""

    kind: str = "fade"
