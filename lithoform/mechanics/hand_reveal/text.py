"""Revealing chosen cards from a hand (701.20a), the text part: 'Reveal any number of green cards in your hand.'
and 'the number of cards revealed this way' after it. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.values import VP, Unsupported, replace
from lithoform.mechanics.hand_reveal.nodes import RevealedFromHand, RevealFromHand


class HandRevealRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def reveal_any_from_hand(self, c: list) -> VP:
        """'reveal any number of [cards] in your hand' (701.20a): the cards of the player's choice."""
        d = c[0]
        if d.noun != "card" or d.zone != "hand" or d.controller not in (None, "you"):
            raise Unsupported("revealing any number of cards from somewhere other than your hand")
        return VP(lambda who: RevealFromHand(replace(d.filter(), controller=None)), "you", "reveal")

    def amt_revealed_from_hand(self, c: list) -> RevealedFromHand:
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return RevealedFromHand()

    def fe_revealed_from_hand(self, c: list) -> RevealedFromHand:
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return RevealedFromHand()


def _mentions_both(result: Any, mentions: Any) -> Any:
    """'the number of cards revealed this way' counts only a reveal from the hand earlier in the same ability."""
    if mentions(result, RevealedFromHand) and not mentions(result, RevealFromHand):
        raise Unsupported("'cards revealed this way' after no reveal from a hand")
    return result


TRANSFORMER = HandRevealRules
EFFECT_FINISHERS = (_mentions_both,)
