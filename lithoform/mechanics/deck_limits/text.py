"""A card's own deck copy limit, the text part (100.2a). Data only: imports the cards and the compiler's
basics."""

from __future__ import annotations

from lithoform.cards.tree import Static
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.deck_limits.names import DECK_COPY_LIMIT


class DeckLimitRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _deck_limit_of_cards(self, desc: object) -> None:
        if self._words(desc) not in (("cards",), ("card",)):  # type: ignore[attr-defined]
            raise Unsupported("a deck copy limit of something other than cards named ~")

    def st_deck_any_number(self, c: list) -> Static:
        self._deck_limit_of_cards(c[0])
        return Static(DECK_COPY_LIMIT, text="any")

    def st_deck_up_to(self, c: list) -> Static:
        self._deck_limit_of_cards(c[1])
        if not isinstance(c[0], int):
            raise Unsupported("a deck copy limit that isn't a number")
        return Static(DECK_COPY_LIMIT, text=str(c[0]))


TRANSFORMER = DeckLimitRules
