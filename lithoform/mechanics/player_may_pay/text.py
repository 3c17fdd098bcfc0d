"""'[player] may pay {M}. If they don't / If they do, ...' (118.12), the text part: the player named chooses
whether to pay; what follows happens on the outcome the text names. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Sequence, You
from lithoform.compiler.values import Unsupported, mana, sequence
from lithoform.mechanics.player_verbs.nodes import PlayerUnlessPays


class PlayerMayPayRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _pmp(self, c: list, paid: bool) -> list:
        cost, effects = c[0], c[-1]
        who = self.pl_that_player([])  # type: ignore[attr-defined]  # compiler/nouns.py
        if isinstance(who, You) or not self.scope.is_player(who):  # type: ignore[attr-defined]
            raise Unsupported("'may pay' by something other than another player named before")
        symbols = mana(cost)
        if "{E}" in symbols.upper() or "X" in symbols.upper():
            raise Unsupported("'may pay' energy or {X}")
        then: Any = sequence(self._finish(effects))  # type: ignore[attr-defined]
        if paid:
            return [PlayerUnlessPays(who, symbols, Sequence(()), paid=then)]
        return [PlayerUnlessPays(who, symbols, then)]

    def pmp_unless(self, c: list) -> list:
        return self._pmp(c, paid=False)

    def pmp_if_paid(self, c: list) -> list:
        return self._pmp(c, paid=True)


TRANSFORMER = PlayerMayPayRules
