"""Exchanging and doubling life totals (701.12c, 701.10d), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import TargetSpec
from lithoform.mechanics.life_exchange.nodes import DoubleLifeTotal, ExchangeLifeTotals


class LifeExchangeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def exchange_life_totals(self, c: list) -> ExchangeLifeTotals:
        """701.12c: 'Exchange life totals with target opponent.'"""
        kind = "player" if c and str(c[-1]) == "player" else "opponent"
        return ExchangeLifeTotals(self.scope.target(TargetSpec(kind)))  # type: ignore[attr-defined]

    def double_life_total(self, c: list) -> DoubleLifeTotal:
        """701.10d: 'Double target player's life total.', 'Double your life total.'"""
        return DoubleLifeTotal(c[0])


TRANSFORMER = LifeExchangeRules
