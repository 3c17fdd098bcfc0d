"""'If an opponent would draw a card except the first one ... instead that player skips that draw and you draw a
card.', the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.draw_stealing.nodes import OpponentDrawStolen


class DrawStealingRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def st_opponent_draw_stolen(self, c: list) -> OpponentDrawStolen:
        if self._words(c[0]) != ("card",) or self._words(c[1]) != ("card",):  # type: ignore[attr-defined]
            raise Unsupported("a draw replacement of something other than a card")
        return OpponentDrawStolen()


TRANSFORMER = DrawStealingRules
