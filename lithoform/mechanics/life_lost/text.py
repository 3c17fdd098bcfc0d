"""'the life lost this way' (119.3, 608.2c), the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import VP
from lithoform.mechanics.life_lost.nodes import LifeLostThisWay, LoseLifeTheyLost


class LifeLostRules:
    """Transformer rule of the amount; mixed into `OracleTransformer`."""

    def amt_life_lost_this_way(self, c: list) -> LifeLostThisWay:
        """'You gain life equal to the life lost this way.' (Gray Merchant of Asphodel)."""
        return LifeLostThisWay()

    def lose_life_they_lost(self, c: list) -> VP:
        """'each opponent loses life equal to the life they lost this turn' (119.3)."""
        return VP(lambda who: LoseLifeTheyLost(who), "player", "lose")


TRANSFORMER = LifeLostRules
