"""Revealing chosen cards from a hand (701.20a), the text part: 'Reveal any number of green cards in your hand.'
and 'the number of cards revealed this way' after it. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Filter, RevealedCard, Target, XValue
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import VP, Unsupported, WhereX, replace
from lithoform.mechanics.hand_reveal.nodes import (
    RevealChosenDiscard,
    RevealedFromHand,
    RevealedHandCount,
    RevealFromHand,
    RevealOneFromHand,
)
from lithoform.mechanics.player_verbs.nodes import RevealHand


class HandRevealRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def reveal_one_from_hand(self, c: list) -> VP:
        """'reveal a card from your hand' (701.20a): one card of the player's choice; 'that card' after it is it."""
        n, words = c
        if n != 1:
            raise Unsupported("revealing several chosen cards from your hand")
        try:
            d = describe(list(self._words(words)), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun != "card" or d.zone not in ("card", "hand"):
            raise Unsupported("revealing something other than cards from your hand")
        self.scope.last = RevealedCard()  # type: ignore[attr-defined]
        return VP(lambda who: RevealOneFromHand(d.filter()), "you", "reveal")

    def reveal_any_from_hand(self, c: list) -> VP:
        """'reveal any number of [cards] in your hand' (701.20a): the cards of the player's choice."""
        d = c[0]
        if d.noun != "card" or d.zone != "hand" or d.controller not in (None, "you"):
            raise Unsupported("revealing any number of cards from somewhere other than your hand")
        return VP(lambda who: RevealFromHand(replace(d.filter(), controller=None)), "you", "reveal")

    # --- 'Target player reveals three cards from their hand and you choose one of them. ...' (Blackmail) ---------

    def reveal_choose_discard(self, c: list) -> list:
        who, n, words = c[0], c[1], c[2]
        return [self._reveal_choose(who, n, words, c[-1])]

    def reveal_choose_discard_where(self, c: list) -> list:
        """'reveals X cards from their hand, where X is the number of Faeries you control' (107.3)."""
        who, n, words, where = c[0], c[1], c[2], c[3]
        if not isinstance(n, XValue) or not isinstance(where, WhereX) or "{X}" in self.face_mana_cost.upper():  # type: ignore[attr-defined]
            raise Unsupported("'where X is' after a number other than X")
        return [self._reveal_choose(who, where.amount, words, c[-1])]

    def reveal_choose_discard_equal(self, c: list) -> list:
        """'reveals a number of cards from their hand equal to [amount]' (107.1)."""
        who, words, amount = c[0], c[1], c[2]
        return [self._reveal_choose(who, amount, words, c[-1])]

    def rcd_choose(self, c: list) -> Any:
        if len(c) > 1:  # 'one of those cards'
            self._only(c[0], "cards")  # type: ignore[attr-defined]
        return c[-1]

    def rcd_discards(self, c: list) -> Any:
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return None

    def _reveal_choose(self, who: Any, n: Any, words: Any, _tail: Any) -> RevealChosenDiscard:
        self._only(words, "cards", "card")  # type: ignore[attr-defined]
        spec = self.scope.spec_of(who) if isinstance(who, Target) else None  # type: ignore[attr-defined]
        if spec is None or spec.kind not in ("player", "opponent"):
            raise Unsupported("a hand revealed by someone other than target player or target opponent")
        if isinstance(n, XValue) and "{X}" not in self.face_mana_cost.upper() and not self.scope.x_announced:  # type: ignore[attr-defined]
            raise Unsupported("X cards revealed with no X announced")
        self.scope.subject = None  # type: ignore[attr-defined]
        return RevealChosenDiscard(who, n)

    def amt_revealed_from_hand(self, c: list) -> RevealedFromHand:
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return RevealedFromHand()

    def fe_revealed_from_hand(self, c: list) -> Any:
        if self._words(c[0]) != ("card",):  # type: ignore[attr-defined]
            return self.revealed_top_count(c[0])  # type: ignore[attr-defined]  # mechanics/each_reveal_top
        return RevealedFromHand()

    def fe_revealed_chosen_name(self, c: list) -> RevealedHandCount:
        """'for each card with the chosen name revealed this way' after '[player] reveals their hand' (201.2,
        607.2d: the name chosen earlier in the same text; 608.2c)."""
        if self._words(c[0]) != ("card",):  # type: ignore[attr-defined]
            raise Unsupported("'with the chosen name revealed this way' of something other than cards")
        who = self.scope.player  # type: ignore[attr-defined]
        if who is None:
            raise Unsupported("'revealed this way' with no player who revealed their hand")
        return RevealedHandCount(who, Filter(chosen="name"))

def _mentions_both(result: Any, mentions: Any) -> Any:
    """'the number of cards revealed this way' counts only a reveal from the hand earlier in the same ability."""
    if mentions(result, RevealedFromHand) and not mentions(result, RevealFromHand):
        raise Unsupported("'cards revealed this way' after no reveal from a hand")
    if mentions(result, RevealedHandCount) and not mentions(result, RevealHand):
        raise Unsupported("'cards revealed this way' after no hand revealed")
    return result


TRANSFORMER = HandRevealRules
EFFECT_FINISHERS = (_mentions_both,)
