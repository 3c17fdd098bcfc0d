"""Revolt's condition, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import IfThen
from lithoform.compiler.values import Instead, sequence
from lithoform.mechanics.revolt.nodes import PermanentLeftThisTurn


class RevoltRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def cond_permanent_left(self, c: list) -> PermanentLeftThisTurn:
        self._only(c[0], "permanent")  # type: ignore[attr-defined]
        return PermanentLeftThisTurn()

    def if_instead_if_sentence(self, c: list) -> Instead:
        """'Destroy that creature if it has mana value 4 or less instead if a permanent you controlled left
        the battlefield this turn.' (Fatal Push): the sentence before it is replaced when the second
        condition holds (608.2c)."""
        clauses, condition, instead_condition = c
        return Instead(instead_condition, [IfThen(condition, sequence(self._finish(clauses)))])  # type: ignore[attr-defined]


TRANSFORMER = RevoltRules
