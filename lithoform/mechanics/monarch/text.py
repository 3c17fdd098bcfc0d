"""The monarch (725), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Trigger
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.monarch.nodes import BECOME_MONARCH, BecomeMonarch, ExileUntilMonarch


class MonarchRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def trig_become_monarch(self, c: list) -> Trigger:
        """'Whenever you become the monarch' (725.3, 603.2): only as the player becomes it (not while they
        stay it)."""
        if c[0] != "you":
            raise Unsupported("another player becoming the monarch")
        return Trigger(BECOME_MONARCH)

    def become_monarch(self, c: list) -> VP:
        """725.1: '[player] becomes the monarch'."""
        return VP(lambda who: BecomeMonarch(who), "player", "become the monarch")

    def exile_until_monarch(self, c: list) -> VP:
        """610.3: 'exile [object] until an opponent becomes the monarch'."""
        what: Any = c[0]
        return VP(lambda _you: ExileUntilMonarch(what), "you", "exile until monarch")


TRANSFORMER = MonarchRules
