"""Removing from combat (506.4), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import RemoveFromCombat
from lithoform.compiler.values import VP, Bare, Unsupported


class RemoveCombatRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def remove_from_combat(self, c: list) -> VP:
        """'Remove it from combat.' (506.4): an instruction (608.2c)."""
        what = c[0]
        if isinstance(what, Bare) or self.scope.is_player(what):  # type: ignore[attr-defined]
            raise Unsupported("'remove ... from combat' of something other than objects")
        return VP(lambda who: RemoveFromCombat(what), "you", "remove from combat")


TRANSFORMER = RemoveCombatRules
