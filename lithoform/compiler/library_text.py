"""Compiler rules for looking at the top cards of your library and sorting them (effects_library.py)."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import LookAndSplit, LookAtTop
from lithoform.compiler.descriptions import Desc, DescriptionError, describe
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import Unsupported, replace


class LibraryRules:
    """Mixed into `OracleTransformer`."""

    def dig_sentence(self, c: list) -> list:
        """'Look at the top N cards of your library. Put K of them into your hand and the rest ...'"""
        n, words, take, rest = c
        self._only(words, "cards")  # type: ignore[attr-defined]
        if take == 1 and rest == "graveyard":
            return [LookAndSplit(_int(n), "graveyard")]  # the older node of this one case
        return [LookAtTop(_int(n), take, rest=rest)]

    def dig_reveal_sentence(self, c: list) -> list:
        """'... You may reveal a creature card from among them and put it into your hand. Put the rest ...'"""
        n, words, one, revealed, rest = c
        self._only(words, "cards")  # type: ignore[attr-defined]
        if _int(one) != 1:
            raise Unsupported("revealing several cards from among them")
        try:
            d = describe(list(self._words(revealed)), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        f = _card_filter(d)
        return [LookAtTop(_int(n), 1, f, optional=True, reveal=True, rest=rest)]

    def dig_take(self, c: list) -> int:
        if len(c) > 1:
            self._only(c[1], "cards")  # type: ignore[attr-defined]
        return _int(c[0])

    def dig_rest(self, c: list) -> str:
        return c[-1]

    def dig_bottom(self, c: list) -> str:
        return c[0] if c else "bottom_any"

    def dig_graveyard(self, c: list) -> str:
        return "graveyard"

    def order_any(self, c: list) -> str:
        return "bottom_any"

    def order_random(self, c: list) -> str:
        return "bottom_random"


def _card_filter(d: Desc) -> Any:
    if d.noun != "card":
        raise Unsupported("revealing something other than a card")
    return replace(d.filter(), controller=None)
