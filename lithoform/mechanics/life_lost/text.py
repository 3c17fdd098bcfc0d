"""'the life lost this way' (119.3, 608.2c), the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.life_lost.nodes import LifeLostThisWay


class LifeLostRules:
    """Transformer rule of the amount; mixed into `OracleTransformer`."""

    def amt_life_lost_this_way(self, c: list) -> LifeLostThisWay:
        """'You gain life equal to the life lost this way.' (Gray Merchant of Asphodel)."""
        return LifeLostThisWay()


TRANSFORMER = LifeLostRules
