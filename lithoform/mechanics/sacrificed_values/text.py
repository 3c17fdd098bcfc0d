"""'The sacrificed creature's power', the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.sacrificed_values.nodes import SacrificedPower


class SacrificedValuesRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def amt_sacrificed_power(self, c: list) -> SacrificedPower:
        """'Fling deals damage equal to the sacrificed creature's power to any target.'"""
        return SacrificedPower()

    def amt_sacrificed_toughness(self, c: list) -> SacrificedPower:
        return SacrificedPower(toughness=True)


TRANSFORMER = SacrificedValuesRules
