"""Multikicker (702.33c): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode


class TimesKicked(AmountNode):
    """'for each time it was kicked' (702.33c-d): how many times the kicker cost of the spell, or of the spell
    the permanent was, was paid."""
