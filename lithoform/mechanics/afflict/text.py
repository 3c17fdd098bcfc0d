"""Afflict (702.130), the text part: "Afflict N" means "Whenever this creature becomes blocked, defending
player loses N life." (702.130a); each instance triggers separately (702.130b). Written with the general
nodes and the defending player of annihilator's home (506.2). Data only."""

from __future__ import annotations

from lithoform.cards.tree import LoseLife, Trigger, TriggeredAbility
from lithoform.mechanics.annihilator.nodes import DefendingPlayer


def afflict(n: int) -> TriggeredAbility:
    """702.130a: the triggered ability of 'Afflict N'."""
    return TriggeredAbility(Trigger("becomes_blocked", this=True), LoseLife(n, DefendingPlayer()),
                            keyword="Afflict",
                            text=f"Afflict {n} (whenever it becomes blocked, defending player loses {n} life)")


class AfflictRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_afflict(self, c: list) -> TriggeredAbility:
        return afflict(int(str(c[0])))


TRANSFORMER = AfflictRules
