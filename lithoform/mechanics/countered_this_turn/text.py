"""'If a creature spell you cast this turn was countered by a spell or ability an opponent controlled', the text
part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.countered_this_turn.nodes import YourSpellCounteredByOpponent


class CounteredThisTurnRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def cond_yours_countered_by_opponent(self, c: list) -> YourSpellCounteredByOpponent:
        spell, by = c
        self._only(by, "spell or ability")  # type: ignore[attr-defined]
        d = describe_or_fail(list(self._words(spell)))  # type: ignore[attr-defined]
        if d.noun != "spell" or d.controller is not None or d.plural:
            raise Unsupported("'was countered' of something other than a spell")
        return YourSpellCounteredByOpponent(d.filter())


TRANSFORMER = CounteredThisTurnRules
