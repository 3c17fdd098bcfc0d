"""Surge (702.117): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class AlternativeCostPaid(ConditionNode):
    """'If ~'s surge cost was paid' (118.9, 601.2b): the spell (the ability's source) was cast for the
    alternative cost named `name`; for a permanent, the spell that became it (608.3), as recorded when it
    resolved."""

    name: str
