"""Fabricate (702.123): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class Fabricate(EffectNode):
    """The effect of 'Fabricate N' (702.123a): 'you may put N +1/+1 counters on [this permanent]. If you
    don't, create N 1/1 colorless Servo artifact creature tokens.'"""

    amount: int
