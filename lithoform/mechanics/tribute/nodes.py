"""Tribute (702.104): the mechanic's nodes. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, ConditionNode


class Tribute(AbilityNode):
    """'Tribute N' (702.104a): "As this creature enters, choose an opponent. That player may put an additional
    N +1/+1 counters on it as it enters." A replacement effect of the entering permanent (614.1c, 614.12)."""

    amount: int
    text: str = ""


class TributeNotPaid(ConditionNode):
    """'if tribute wasn't paid' (702.104b): the opponent chosen for its tribute didn't have it enter with the
    counters."""
