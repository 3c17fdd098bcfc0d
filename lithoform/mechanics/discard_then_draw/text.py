"""'Discard up to N cards, then draw that many cards', the text part (701.9, 121.1). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import You
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.discard_then_draw.nodes import DiscardThenDrawThatMany


class DiscardThenDrawRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _cards(self, *descs: Any) -> None:
        for d in descs:
            if self._words(d) not in (("card",), ("cards",)):  # type: ignore[attr-defined]
                raise Unsupported("'discard ..., then draw that many' of something other than cards")

    def discard_up_to_draw_that_many(self, c: list) -> VP:
        most, first, then = c[0], c[1], c[2]
        if not isinstance(most, int):
            raise Unsupported("'discard up to X cards'")
        self._cards(first, then)
        plus = 1 if len(c) > 3 else 0
        return VP(lambda who: DiscardThenDrawThatMany(who, most, plus), "player", "discard")

    def may_discard_up_to_if_you_do_draw(self, c: list) -> list:
        """'You may discard up to two cards. If you do, draw that many cards.' (608.2c: 'that many' is the number
        discarded; discarding none, the player didn't, and draws none)."""
        return [self.discard_up_to_draw_that_many(c).make(You())]

    def discard_any_draw_that_many(self, c: list) -> VP:
        self._cards(c[0], c[1])
        plus = 1 if len(c) > 2 else 0
        return VP(lambda who: DiscardThenDrawThatMany(who, None, plus), "player", "discard")

    def discard_hand_draw_that_many(self, c: list) -> VP:
        self._cards(c[0], c[1])
        return VP(lambda who: DiscardThenDrawThatMany(who, None, 0, whole_hand=True), "player", "discard")


TRANSFORMER = DiscardThenDrawRules
