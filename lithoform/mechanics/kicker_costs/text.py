"""Kicker with a cost other than mana (702.33a), the text part. Data only.

702.33a: 'Kicker [cost]' means 'You may pay an additional [cost] as you cast this spell.' A kicker cost that
isn't mana ('Kicker—Sacrifice a land.') is the spell's optional additional cost named "kicker" (601.2b,
601.2f-h: `SpellAbility.optional_costs`, paid like any other sacrifice cost): announced as paid, 'kicker' is
among the spell's additional costs, so the spell and the permanent it becomes are kicked (702.33d) and a copy is
too (707.10)."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import AlternativeCost, Cost
from lithoform.compiler.values import SpellSetting, Unsupported

KICKER = "kicker"


class KickerCostsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_kicker_cost(self, c: list) -> SpellSetting:
        parts: dict[str, Any] = c[0]
        if set(parts) != {"sacrifice"}:
            raise Unsupported(f"a kicker cost with {', '.join(sorted(set(parts) - {'sacrifice'}))}")
        if any(s.this for s in parts["sacrifice"]):
            raise Unsupported("sacrificing the spell itself as its kicker cost")
        return SpellSetting("optional", AlternativeCost(KICKER, Cost(**parts)))


TRANSFORMER = KickerCostsRules
