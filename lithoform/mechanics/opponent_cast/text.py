"""'If an opponent has cast a [spell] this turn', the text part. Data only: imports the cards and the compiler's
basics."""

from __future__ import annotations

from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.opponent_cast.nodes import OpponentCastThisTurn, YouDidntCastThisTurn


class OpponentCastRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def cond_opponent_cast_this_turn(self, c: list) -> OpponentCastThisTurn:
        n = c[0]
        if not isinstance(n, int) or n < 1:
            raise Unsupported("'an opponent cast' with a count other than a number")
        d = describe_or_fail(list(self._words(c[1])))  # type: ignore[attr-defined]
        if d.noun != "spell" or d.controller is not None:
            raise Unsupported("'an opponent cast' something other than spells")
        return OpponentCastThisTurn(d.filter(), n)

    def cond_you_didnt_cast_this_turn(self, c: list) -> YouDidntCastThisTurn:
        d = describe_or_fail(list(self._words(c[1])))  # type: ignore[attr-defined]
        if c[0] != 1 or d.noun != "spell" or d.controller is not None or d.plural:
            raise Unsupported("'you didn't cast' something other than a spell")
        return YouDidntCastThisTurn(d.filter())


TRANSFORMER = OpponentCastRules
