"""'~ deals 2 damage to any target and 1 damage to another target' (Arc Trail), the text part: the recipient
after 'and N damage to' carries its own amount (compiler/values.Amounted), read by the sentence's damage
instruction. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Target, TargetSpec
from lithoform.compiler.values import Amounted


class DamagePairsRules:
    """Transformer rule; mixed into `OracleTransformer` (compiler/transform.py)."""

    def more_amount_np(self, c: list) -> tuple:
        """120.1: one more recipient, dealt its own amount by the same source."""
        return ("np", Amounted(c[0], c[1]), c[2] if len(c) > 2 else None)

    def obj_another_any_target(self, c: list) -> Target:
        """'another target' (115.3): any target other than those chosen for the earlier targets."""
        return self.scope.target(TargetSpec("any", distinct=True))  # type: ignore[attr-defined]


TRANSFORMER = DamagePairsRules
