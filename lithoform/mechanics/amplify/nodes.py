"""Amplify's tree node (702.38a)."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class Amplify(AbilityNode):
    """'Amplify N' (702.38a): a static ability; as the permanent enters, its controller reveals any number of
    cards from their hand that share a creature type with it, and it enters with N +1/+1 counters for each
    card revealed (a replacement effect, 614.1c). Instances each apply (702.38b)."""

    amount: int
    text: str = ""
