"""'the damage dealt this way' (120.1, 608.2c), the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.damage_this_way.nodes import DamageDealtThisWay


class DamageThisWayRules:
    """Transformer rule of the amount; mixed into `OracleTransformer`."""

    def amt_damage_dealt_this_way(self, c: list) -> DamageDealtThisWay:
        return DamageDealtThisWay()


TRANSFORMER = DamageThisWayRules
