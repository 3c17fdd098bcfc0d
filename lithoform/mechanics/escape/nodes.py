"""Escape (702.138): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, ConditionNode


class EscapesWithCounters(AbilityNode):
    """'~ escapes with [N] [kind] counters on it' (702.138c): 'If this permanent escaped, it enters with
    [those counters]', a replacement effect (614.1c)."""

    kind: str
    amount: int
    text: str = ""


class Escaped(ConditionNode):
    """'it escaped' (702.138b): the spell, or the spell the permanent became as it resolved, was cast from a
    graveyard with an escape ability; `negated` for 'unless it escaped'."""

    negated: bool = False
