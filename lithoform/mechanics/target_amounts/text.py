"""Amounts read from a target named inside them (107.1, 608.2h), the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import PowerOf
from lithoform.mechanics.toughness_of.nodes import ToughnessOf


class TargetAmountsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _target(self, d: Any) -> Any:
        return self.target_one([d])  # type: ignore[attr-defined]  # a new target slot (601.2c), as 'target X'

    def amt_target_power(self, c: list) -> PowerOf:
        """'You gain life equal to target creature's power.' (the power as the spell resolves; if the target is
        illegal then, the spell doesn't resolve at all, 608.2b)."""
        return PowerOf(self._target(c[0]))

    def amt_target_toughness(self, c: list) -> ToughnessOf:
        return ToughnessOf(self._target(c[0]))


TRANSFORMER = TargetAmountsRules
