"""Bloodthirst's tree node (702.54a)."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class Bloodthirst(AbilityNode):
    """'Bloodthirst N' (702.54a): a static ability; if an opponent was dealt damage this turn, the permanent
    enters with N +1/+1 counters on it (a replacement effect, 614.1c). Instances each apply (702.54c)."""

    amount: int
    text: str = ""
