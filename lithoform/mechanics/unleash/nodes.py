"""Unleash (702.98): the mechanic's ability node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class Unleash(AbilityNode):
    """'You may have this permanent enter with an additional +1/+1 counter on it' (702.98a): a replacement
    effect of the entering permanent (614.1c), its controller's choice as it enters."""

    text: str = "Unleash"
