"""Two named targets and the instructions that refer to each, the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.effects_flow import Sequence
from lithoform.cards.tree import Fight, Target
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.two_targets.nodes import TargetsTogether


class TwoTargetsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def choose_two_targets(self, c: list) -> VP:
        """601.2c: both targets are chosen as the spell is cast (by the target phrases themselves); the
        sentence does nothing more as it resolves."""
        return VP(lambda who: Sequence(()), "you", "choose_target")

    def tt_targets_together(self, c: list) -> TargetsTogether:
        """115.1: 'target A and target B', each its own target slot, as the object of one instruction."""
        first, second = c
        if not isinstance(first, Target) or not isinstance(second, Target):
            raise Unsupported("'target ... and target ...' of something other than two targets")
        ref = TargetsTogether((first.slot, second.slot))
        self.scope.last = ref  # type: ignore[attr-defined]
        return ref

    def _target_by_controller(self, tok: Any, controller: str) -> Target:
        """'the creature you control': the one target whose requirement is that kind with that controller."""
        words = " ".join(self._words(tok))  # type: ignore[attr-defined]
        kind = words.removeprefix("the ").strip()
        found = [i for i, spec in enumerate(self.scope.targets)  # type: ignore[attr-defined]
                 if spec.kind == kind and spec.filter is not None and spec.filter.controller == controller]
        if len(found) != 1:
            raise Unsupported(f"'the {kind}' without exactly one such target named before")
        ref = Target(found[0])
        self.scope.last = ref  # type: ignore[attr-defined]
        return ref

    def tt_the_target_yours(self, c: list) -> Target:
        return self._target_by_controller(c[0], "you")

    def tt_the_target_not_yours(self, c: list) -> Target:
        return self._target_by_controller(c[0], "opponent")

    def tt_those_fight(self, c: list) -> Fight:
        """701.14a: 'those creatures fight each other': the spell's two creature targets."""
        self._only(c[0], "creatures")  # type: ignore[attr-defined]
        specs = self.scope.targets  # type: ignore[attr-defined]
        if len(specs) != 2 or any(s.kind != "creature" or s.max != 1 for s in specs):
            raise Unsupported("'those creatures fight' without exactly two creature targets")
        return Fight(Target(0), Target(1))


TRANSFORMER = TwoTargetsRules
