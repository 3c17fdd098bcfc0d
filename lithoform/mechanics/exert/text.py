"""Exert (701.43), the text part: 'You may exert ~ as it attacks. When you do, [effect].' Data only."""

from __future__ import annotations

from lithoform.cards.nodes.abilities import Trigger, TriggeredAbility
from lithoform.compiler.values import Unsupported, sequence
from lithoform.mechanics.exert.nodes import EXERTED, ExertAsAttacks


class ExertRules:
    """Transformer rules of exert; mixed into `OracleTransformer` (compiler/transform.py)."""

    scope: object

    def st_exert_when_you_do(self, c: list) -> ExertAsAttacks:
        """701.43d, 607.2h: the reflexive ability linked to exerting; its targets are its own (603.12)."""
        effects = self._finish(c[-1])  # type: ignore[attr-defined]
        targets = tuple(self.scope.targets)  # type: ignore[attr-defined]
        self.scope.targets.clear()  # type: ignore[attr-defined]
        return ExertAsAttacks(TriggeredAbility(Trigger("reflexive"), sequence(effects), targets))

    def st_exert_alone(self, c: list) -> ExertAsAttacks:
        """701.43d: 'You may exert ~ as it attacks.' with no linked ability: its payoff is elsewhere ('whenever
        you exert a creature'), or only that it won't untap (701.43a)."""
        return ExertAsAttacks()

    def trig_you_exert(self, c: list) -> Trigger:
        """'Whenever you exert a creature' (701.43a): once for each creature its controller exerts."""
        if " ".join(self._words(c[0])) != "creature":  # type: ignore[attr-defined]
            raise Unsupported("whenever you exert a creature of a kind")
        return Trigger(EXERTED)


TRANSFORMER = ExertRules
