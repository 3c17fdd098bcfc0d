"""'The exiled card's power', the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.moved_card_values.nodes import MovedCardValue


class MovedCardValuesRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _moved_value(self, how: str, tok: Any, stat: str) -> MovedCardValue:
        if self._words(tok) not in (("card",), ("creature",)):  # type: ignore[attr-defined]
            raise Unsupported(f"'the {how} {' '.join(self._words(tok))}' naming something other than a card")  # type: ignore[attr-defined]
        return MovedCardValue(how, stat)

    def moved_word(self, c: list) -> str:
        return str(c[0])

    moved_not_exiled = moved_word

    def moved_stat(self, c: list) -> str:
        return " ".join(str(w) for w in c)

    def amt_moved_card_value(self, c: list) -> MovedCardValue:
        """'the exiled card's power', 'the discarded card's mana value' (608.2h)."""
        return self._moved_value(c[0], c[1], c[2])

    def amt_moved_card_power_of(self, c: list) -> MovedCardValue:
        """'the power of the exiled card' (Bishop of Binding)."""
        return self._moved_value(c[0], c[1], "power")

    def amt_moved_card_toughness_of(self, c: list) -> MovedCardValue:
        return self._moved_value(c[0], c[1], "toughness")

    def amt_moved_card_mv_of(self, c: list) -> MovedCardValue:
        """'the mana value of the discarded card' (Pyromancy)."""
        return self._moved_value(c[0], c[1], "mana value")


TRANSFORMER = MovedCardValuesRules
