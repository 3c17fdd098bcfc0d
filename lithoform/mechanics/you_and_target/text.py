"""'You and target opponent each [instruction]': the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Sequence, TargetSpec, You
from lithoform.compiler.values import VP, Unsupported

# instructions two players can follow at once without a choice whose order matters (101.4)
_SIMULTANEOUS = ("draw", "gain_life", "lose_life", "mill")


class YouAndTargetRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def you_and_whom(self, c: list) -> str:
        return str(c[0])

    def you_and_target_each(self, c: list) -> Sequence:
        """608.2c: the instruction, for you and for the target player (601.2c)."""
        kind, vp = str(c[0]), c[1]
        if not isinstance(vp, VP) or vp.name not in _SIMULTANEOUS:
            raise Unsupported("'you and target opponent each' with an instruction whose order could matter")
        them = self.scope.target(TargetSpec(kind))  # type: ignore[attr-defined]
        return Sequence((vp.make(You()), vp.make(them)))


TRANSFORMER = YouAndTargetRules
