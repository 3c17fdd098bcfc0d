"""Cards from outside the game, the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Filter
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.outside_game.nodes import OutsideGameToHand

_TYPE_WORDS = frozenset({"or", "artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery",
                         "legendary", "basic", "snow"})


class OutsideGameRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _outside_filter(self, tok: Any) -> Any:
        """'card', 'sorcery card', 'Eldrazi card', 'multicolored card', 'creature or land card' (several words:
        card types only). 400.11c: a card outside the game is read as printed; rules/outside_game checks its
        characteristics, nothing else."""
        words = list(self._words(tok))  # type: ignore[attr-defined]
        if not words or words[-1] != "card" or (len(words) > 2 and any(w not in _TYPE_WORDS for w in words[:-1])):
            raise Unsupported("a card from outside the game of a kind other than card types")
        return self._card_filter(tok)  # type: ignore[attr-defined]

    def outside_game_named_to_hand_sentence(self, c: list) -> list[Any]:
        """Legion Angel: 'a card you own named ~' (201.2: the printed name, bound by the compiler)."""
        if c[0] != 1 or list(self._words(c[1])) != ["card"]:  # type: ignore[attr-defined]
            raise Unsupported("a card named ~ of some kind from outside the game")
        return [OutsideGameToHand(Filter(named_source=True))]

    def outside_game_put_may_sentence(self, c: list) -> list[Any]:
        if c[0] != 1:
            raise Unsupported("several cards from outside the game")
        return [OutsideGameToHand(self._outside_filter(c[1]), reveal=False)]

    def outside_game_put_sentence(self, c: list) -> list[Any]:
        if c[0] != 1:
            raise Unsupported("several cards from outside the game")
        return [OutsideGameToHand(self._outside_filter(c[1]), reveal=False, optional=False)]

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
