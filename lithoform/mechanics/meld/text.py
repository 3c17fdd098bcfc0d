"""Meld (701.42), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.meld.nodes import Meld


class MeldRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def meld_sentence(self, c: list) -> list[Meld]:
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.plural or len(d.types) != 1 or d.subtypes or d.controller is not None:
            raise Unsupported("a meld partner described as something other than one card type")
        partner, melded = self.card_name(c[1]), self.card_name(c[2])  # type: ignore[attr-defined]
        return [Meld(partner, d.types[0], melded)]


TRANSFORMER = MeldRules
