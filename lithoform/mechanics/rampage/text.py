"""Rampage (702.23), the text part: "Rampage N" means "Whenever this creature becomes blocked, it gets +N/+N
until end of turn for each creature blocking it beyond the first." (702.23a), counted once as the ability
resolves (702.23b); each instance triggers separately (702.23c). Data only."""

from __future__ import annotations

from lithoform.cards.tree import ModifyPTBy, This, Trigger, TriggeredAbility
from lithoform.mechanics.rampage.nodes import BlockersBeyondFirst


def rampage(n: int) -> TriggeredAbility:
    """702.23a: the triggered ability of 'Rampage N'."""
    bonus = BlockersBeyondFirst(n)
    return TriggeredAbility(
        trigger=Trigger("becomes_blocked", this=True),
        effect=ModifyPTBy(bonus, bonus, This()),
        keyword="Rampage",
        text=f"Rampage {n} (whenever it becomes blocked, it gets +{n}/+{n} until end of turn for each creature "
             "blocking it beyond the first)",
    )


class RampageRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_rampage(self, c: list) -> TriggeredAbility:
        return rampage(int(str(c[0])))


TRANSFORMER = RampageRules
