"""'Cast this spell only if ...' (601.3), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import CastThisTurn
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.cast_only_if.nodes import CastOnlyIf


class CastOnlyIfRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_cast_only_if(self, c: list) -> CastOnlyIf:
        return CastOnlyIf(c[0])

    def st_cast_only_if_cast_another(self, c: list) -> CastOnlyIf:
        """'... only if you've cast another [green] spell this turn' (601.2i): asked before this card is cast,
        so every spell cast this turn is another one."""
        try:
            d = describe(list(self._words(c[0])), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun != "spell" or not d.other:
            raise Unsupported("'you've cast <description> this turn' other than 'another ... spell'")
        return CastOnlyIf(CastThisTurn(d.filter()))


TRANSFORMER = CastOnlyIfRules
