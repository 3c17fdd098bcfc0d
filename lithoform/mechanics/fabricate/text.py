"""Fabricate (702.123), the text part: "Fabricate N" means "When this permanent enters, you may put N +1/+1
counters on it. If you don't, create N 1/1 colorless Servo artifact creature tokens." (702.123a). Each
instance triggers separately (702.123b). Data only."""

from __future__ import annotations

from lithoform.cards.tree import Trigger, TriggeredAbility
from lithoform.mechanics.fabricate.nodes import Fabricate


def fabricate(n: int) -> TriggeredAbility:
    """702.123a: the triggered ability of 'Fabricate N'."""
    return TriggeredAbility(
        trigger=Trigger("enters", this=True),
        effect=Fabricate(n),
        keyword="Fabricate",
        text=f"Fabricate {n} (when it enters, put {n} +1/+1 counter(s) on it or create {n} 1/1 Servo token(s))",
    )


class FabricateRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_fabricate(self, c: list) -> TriggeredAbility:
        return fabricate(int(str(c[0])))


TRANSFORMER = FabricateRules
