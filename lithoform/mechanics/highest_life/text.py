"""The highest or lowest life total among players, the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.highest_life.nodes import LifeTotalAmong


class HighestLifeRules:
    """Transformer rules of 'the highest life total among players'; mixed into `OracleTransformer`."""

    def amt_highest_life_among(self, c: list) -> LifeTotalAmong:
        return LifeTotalAmong(highest=True)

    def amt_lowest_life_among(self, c: list) -> LifeTotalAmong:
        return LifeTotalAmong(highest=False)


TRANSFORMER = HighestLifeRules
