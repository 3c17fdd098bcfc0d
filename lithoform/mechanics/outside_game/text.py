"""Cards from outside the game, the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.outside_game.nodes import OutsideGameToHand


class OutsideGameRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _outside_filter(self, tok: Any) -> Any:
        words = list(self._words(tok))  # type: ignore[attr-defined]
        if len(words) != 2 or words[1] != "card":
            raise Unsupported("a card from outside the game of a kind other than one card type")
        return self._card_filter(tok)  # type: ignore[attr-defined]

    def outside_game_to_hand_sentence(self, c: list) -> list[Any]:
        if c[0] != 1:
            raise Unsupported("several cards from outside the game")
        return [OutsideGameToHand(self._outside_filter(c[1]))]

    def outside_game_or_exile_to_hand_sentence(self, c: list) -> list[Any]:
        if c[0] != 1:
            raise Unsupported("several cards from outside the game")
        f = self._outside_filter(c[1])
        if self._outside_filter(c[2]) != f:
            raise Unsupported("two kinds of card, outside the game and in exile")
        self._only(c[3], "card")  # type: ignore[attr-defined]
        return [OutsideGameToHand(f, exile=True)]


TRANSFORMER = OutsideGameRules
