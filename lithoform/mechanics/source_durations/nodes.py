"""'For as long as ...' on a resolving spell's or ability's continuous effects (611.2b). Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class ForAsLongAs(EffectNode):
    """'Target creature gets +1/+1 for as long as ~ remains tapped.' (611.2b): `effects` (continuous effects
    whose `until` is this duration) begin only if the duration `until` has started as the ability resolves
    (its source still tapped / on the battlefield / controlled by the ability's controller); if it never
    starts, they do nothing."""

    effects: tuple[unions.Effect, ...]
    until: str
