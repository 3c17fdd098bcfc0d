"""A permanent becoming a copy of another object (707.2, 613.2a), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import This
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.becomes_copy.nodes import BecomesCopy


class BecomesCopyRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def becomes_copy(self, c: list) -> VP:
        """'[object] becomes a copy of [object][, except it has this ability].' (707.2, 707.9b)"""
        of, keeps = c[0], len(c) > 1
        return VP(lambda what: BecomesCopy(what, of, keeps), "object", "copy")

    def self_becomes_copy(self, c: list) -> list[BecomesCopy]:
        """'~ becomes a copy of target land, except it has this ability.' (Thespian's Stage)"""
        return [BecomesCopy(This(), c[0], len(c) > 1)]

    def copy_keeps(self, c: list) -> bool:
        if tuple(self._words(c[0])) != ("ability",):  # type: ignore[attr-defined]
            raise Unsupported("a copy exception other than 'except it has this ability'")
        return True


TRANSFORMER = BecomesCopyRules
