"""Melee (702.121): the mechanic's amount node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode


class OpponentsAttacked(AmountNode):
    """'the number of opponents you attacked with a creature this combat' (702.121a): opponents (players, not
    planeswalkers) that a creature attacks this combat, counted as the ability resolves."""
