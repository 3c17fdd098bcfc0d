"""Rampage (702.23): the mechanic's amount node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode


class BlockersBeyondFirst(AmountNode):
    """'N for each creature blocking it beyond the first' (702.23a): `per` times (blockers of the source - 1),
    never less than 0."""

    per: int = 1
