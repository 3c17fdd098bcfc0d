"""Casualty (702.153): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class OptionalCostPaid(ConditionNode):
    """'if a [name] cost was paid for it' (601.2b): the spell (the ability's source) was announced with that
    optional additional cost paid; a copy keeps the choice (707.10)."""

    name: str
