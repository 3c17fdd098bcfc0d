"""Cards in a hand drawn this turn, the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.nouns import _int
from lithoform.compiler.values import IfYouDo
from lithoform.mechanics.drawn_this_turn.nodes import PayOrPutBackDrawn


class DrawnThisTurnRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def pay_or_put_back_drawn_sentence(self, c: list) -> IfYouDo:
        """'If you do, choose two cards in your hand drawn this turn. For each of those cards, pay 4 life or put the
        card on top of your library.' (after 'you may draw two additional cards': 608.2c)."""
        self._only(c[1], "cards", "card")  # type: ignore[attr-defined]
        self._only(c[2], "cards", "card")  # type: ignore[attr-defined]
        self._only(c[4], "card")  # type: ignore[attr-defined]
        return IfYouDo([PayOrPutBackDrawn(_int(c[0]), int(c[3]))])


TRANSFORMER = DrawnThisTurnRules
