"""'If ~ would enter, sacrifice ... instead. If you do, put ~ onto the battlefield. If you don't, put it into its
owner's graveyard.' (614.1a), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.enter_instead.nodes import SacrificeToEnter


class EnterInsteadRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def enter_instead_rest(self, c: list) -> str:
        return "rest"

    def st_sacrifice_to_enter(self, c: list) -> SacrificeToEnter:
        """'sacrifice a Forest', 'sacrifice two untapped lands' (701.21a): permanents its controller controls."""
        n, tok = c[0], c[1]
        d = self._enter_instead_desc(tok)
        if d.noun == "card":
            raise Unsupported("'sacrifice ... card' as ~ would enter")
        try:
            f = d.permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return SacrificeToEnter(f, int(n))

    def st_discard_to_enter(self, c: list) -> SacrificeToEnter:
        """'you may discard a land card' (701.9a): a card in its controller's hand."""
        n, tok = c[0], c[1]
        d = self._enter_instead_desc(tok)
        if int(n) != 1 or d.noun != "card":
            raise Unsupported("'you may discard' something other than one card as ~ would enter")
        try:
            f = d.filter()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return SacrificeToEnter(f, 1, discard=True)

    def _enter_instead_desc(self, tok: Any) -> Any:
        try:
            return describe(list(self._words(tok)), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None


TRANSFORMER = EnterInsteadRules
