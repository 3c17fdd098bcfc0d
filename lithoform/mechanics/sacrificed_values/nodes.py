"""'The sacrificed creature's power / toughness': the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode


class SacrificedPower(AmountNode):
    """The power (or toughness, `toughness`) of what was sacrificed to pay the cost, as it last existed on
    the battlefield (608.2h); the sum when several were sacrificed, 0 for a negative one (107.1b)."""

    toughness: bool = False
