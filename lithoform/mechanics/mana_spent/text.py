"""'the amount of mana spent to cast ~ / that spell' (601.2h), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import This, Triggering
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.mana_spent.nodes import ManaSpentToCast, NoManaSpentToCast


class ManaSpentRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def amt_mana_spent_this(self, c: list) -> ManaSpentToCast:
        return ManaSpentToCast(This())

    def amt_mana_spent_it(self, c: list) -> ManaSpentToCast:
        """'the amount of mana spent to cast it', 'for each mana spent to cast it': 'it' must be ~ itself."""
        if not isinstance(self.scope.it(), This):  # type: ignore[attr-defined]
            raise Unsupported("mana spent to cast an object other than ~")
        return ManaSpentToCast(This())

    def amt_mana_spent_that_spell(self, c: list) -> ManaSpentToCast:
        """'that spell': the spell whose casting triggered the ability (603.2, 'whenever you cast ...')."""
        if list(self._words(c[0])) != ["spell"]:  # type: ignore[attr-defined]
            raise Unsupported("mana spent to cast something other than 'that spell'")
        return ManaSpentToCast(Triggering())

    def cond_no_mana_spent_that(self, c: list) -> NoManaSpentToCast:
        """'if no mana was spent to cast that spell': the spell whose casting triggered the ability (603.2)."""
        if list(self._words(c[0])) != ["spell"] or not isinstance(self.scope.default_it, Triggering):  # type: ignore[attr-defined]
            raise Unsupported("'no mana was spent to cast that ...' without a spell that triggered the ability")
        return NoManaSpentToCast(Triggering())

    def cond_no_mana_spent_it(self, c: list) -> NoManaSpentToCast:
        """'counter target spell if no mana was spent to cast it' (Nix): the spell named before."""
        return NoManaSpentToCast(self.scope.it())  # type: ignore[attr-defined]


TRANSFORMER = ManaSpentRules
