"""Attack requirements made by a resolving ability, the text part. Data only: imports the cards and the
compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import TargetSpec
from lithoform.mechanics.attack_requirements.nodes import AttackThisNextTurn


class AttackRequirementRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def during_next_turn_attack_this(self, c: list) -> list:
        """508.1d: 'During target opponent's next turn, creatures that player controls attack ~ if able.'"""
        self._only(c[0], "creatures")  # type: ignore[attr-defined]
        who = self.scope.target(TargetSpec("opponent"))  # type: ignore[attr-defined]
        return [AttackThisNextTurn(who)]


TRANSFORMER = AttackRequirementRules
