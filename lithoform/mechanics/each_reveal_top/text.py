"""Players revealing the top card of their libraries, the text part (701.20a). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.each_reveal_top.nodes import RevealedTopCount, RevealTopEach


class EachRevealTopRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def ert_reveal_top(self, c: list) -> VP:
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return VP(lambda who: RevealTopEach(who), "player", "reveal_top")

    def revealed_top_count(self, tok: Any) -> RevealedTopCount:
        """'for each nonland card revealed this way' (mechanics/hand_reveal reads 'for each card ...' of a hand)."""
        words = list(self._words(tok))  # type: ignore[attr-defined]
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun != "card" or d.plural:
            raise Unsupported(f"'for each {' '.join(words)} revealed this way'")
        return RevealedTopCount(d.filter())


def _counts_a_reveal(result: Any, mentions: Any) -> Any:
    """'cards revealed this way' counts only a reveal of the top cards earlier in the same ability."""
    if mentions(result, RevealedTopCount) and not mentions(result, RevealTopEach):
        raise Unsupported("'cards revealed this way' after no reveal of the top of a library")
    return result


TRANSFORMER = EachRevealTopRules
EFFECT_FINISHERS = (_counts_a_reveal,)
