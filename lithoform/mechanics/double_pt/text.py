"""Doubling power and toughness (701.10), the text part. Data only: imports the cards and the compiler's
basics."""

from __future__ import annotations

from lithoform.cards.tree import ModifyPTBy
from lithoform.compiler.values import VP, Bare, Unsupported


class DoublePTRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def double_pt(self, c: list) -> VP:
        """701.10b: +X/+Y, X its power and Y its toughness as the effect begins, until end of turn."""
        what = c[0]
        if isinstance(what, Bare):
            raise Unsupported("a bare singular description")
        effect = ModifyPTBy(0, 0, what, double_power=True, double_toughness=True)
        return VP(lambda who: effect, "you")

    def double_pt_its(self, c: list) -> VP:
        return self.double_pt([self.scope.it(), *c])  # type: ignore[attr-defined]


TRANSFORMER = DoublePTRules
