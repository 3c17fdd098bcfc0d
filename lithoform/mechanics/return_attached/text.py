"""'Return ~ from your graveyard to the battlefield attached to that creature.' (303.4i), the text part. Data
only."""

from __future__ import annotations

from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.return_attached.nodes import ReturnSelfAttached


class ReturnAttachedRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def return_self_attached(self, c: list) -> VP:
        """The host is the object 'that creature' names (the triggering creature); the ability functions in the
        graveyard (113.6m)."""
        noun = " ".join(self._words(c[0]))  # type: ignore[attr-defined]
        if noun not in ("creature", "permanent"):
            raise Unsupported(f"returning ~ attached to that {noun}")
        self.scope.from_graveyard = True  # type: ignore[attr-defined]
        host = self.scope.that()  # type: ignore[attr-defined]
        return VP(lambda who: ReturnSelfAttached(host), "you", "return")


TRANSFORMER = ReturnAttachedRules
