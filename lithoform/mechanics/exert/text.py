"""Exert (701.43), the text part: 'You may exert ~ as it attacks. When you do, [effect].' Data only."""

from __future__ import annotations

from lithoform.cards.nodes.abilities import Trigger, TriggeredAbility
from lithoform.compiler.values import sequence
from lithoform.mechanics.exert.nodes import ExertAsAttacks


class ExertRules:
    """Transformer rules of exert; mixed into `OracleTransformer` (compiler/transform.py)."""

    scope: object

    def st_exert_when_you_do(self, c: list) -> ExertAsAttacks:
        """701.43d, 607.2h: the reflexive ability linked to exerting; its targets are its own (603.12)."""
        effects = self._finish(c[-1])  # type: ignore[attr-defined]
        targets = tuple(self.scope.targets)  # type: ignore[attr-defined]
        self.scope.targets.clear()  # type: ignore[attr-defined]
        return ExertAsAttacks(TriggeredAbility(Trigger("reflexive"), sequence(effects), targets))


TRANSFORMER = ExertRules
