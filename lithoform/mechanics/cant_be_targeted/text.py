"""The text part of "can't be the target of spells or abilities your opponents control this turn" (115.4):
an until-end-of-turn continuous effect (514.2) with one rules-changing part. Data only: imports the cards
and compiler basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import ApplyContinuous, CantBeTargetedByOpponents
from lithoform.compiler.values import VP, Unsupported


class CantBeTargetedRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cant_be_targeted_by_opponents(self, c: list) -> VP:
        """115.4, 611.2: 'target creature can't be the target of spells or abilities your opponents control
        this turn' (Vines of Vastwood)."""
        if self._words(c[0]) != ("spells", "or", "abilities"):  # type: ignore[attr-defined]
            raise Unsupported("can't be the target of only some spells or abilities")
        return VP(lambda what: ApplyContinuous((CantBeTargetedByOpponents(),), what), "object",
                  "can't be the target")


TRANSFORMER = CantBeTargetedRules
