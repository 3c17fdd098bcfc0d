"""'the damage dealt this way': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode


class DamageDealtThisWay(AmountNode):
    """'You gain life equal to the damage dealt this way.' (Corrupt): the damage actually dealt (after
    prevention, 615) by the earlier instructions of the same resolving spell or ability (608.2c)."""
