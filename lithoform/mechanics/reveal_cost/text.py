"""Revealing a card from the hand as a cost, the text part. Data only: imports the cards and the compiler's
basics."""

from __future__ import annotations

from lithoform.cards.tree import XValue
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import Unsupported, replace
from lithoform.mechanics.reveal_cost.nodes import RevealedCardValue


class RevealCostRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cost_reveal_from_hand(self, c: list) -> dict:
        """'reveal a creature card from your hand' (601.2h): cards of the payer's hand matching the description."""
        n, tok = c
        words = list(self._words(tok))  # type: ignore[attr-defined]
        d = describe_or_fail(words)
        if d.noun != "card" or d.chosen is not None:
            raise Unsupported(f"revealing {' '.join(words)!r} from the hand")
        if isinstance(n, XValue):  # 'reveal X white cards from your hand' (107.3a: X announced, Cost.reveal_x)
            return {"reveal_from_hand": 0, "reveal_x": True, "reveal_filter": replace(d.filter(), controller=None)}
        return {"reveal_from_hand": _int(n), "reveal_filter": replace(d.filter(), controller=None)}

    def _revealed_card(self, tok: object) -> None:
        if tuple(self._words(tok)) != ("card",):  # type: ignore[attr-defined]
            raise Unsupported("'the revealed ...' naming something other than the card revealed")

    def amt_revealed_mana_value(self, c: list) -> RevealedCardValue:
        self._revealed_card(c[0])
        return RevealedCardValue("mana_value")

    def amt_revealed_power(self, c: list) -> RevealedCardValue:
        self._revealed_card(c[0])
        return RevealedCardValue("power")


TRANSFORMER = RevealCostRules
