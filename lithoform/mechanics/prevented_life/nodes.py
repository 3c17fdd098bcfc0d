"""'You gain life equal to the damage prevented this way' (615.5): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class GainLifePrevented(EffectNode):
    """'You gain life equal to the damage prevented this way.' (615.5): the prevention effects this resolving spell
    or ability has just created (earlier in its text) get an additional effect: each time one prevents damage,
    the controller gains that much life, right after the prevention."""
