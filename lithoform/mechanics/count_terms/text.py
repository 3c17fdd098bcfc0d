"""More terms of counted amounts, the text part: the transformer rules of grammar.lark. Data only."""

from __future__ import annotations

from lithoform.cards.tree import CardsInGraveyard, Minus, Plus, XValue
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Suffix, Unsupported
from lithoform.mechanics.count_terms.nodes import (
    CardsNamedAs,
    ColorsAmong,
    OpponentsPoison,
    YouCastThisTurn,
    YouDrewThisTurn,
)
from lithoform.mechanics.counts.nodes import OpponentCount
from lithoform.mechanics.counts.text import permanents_filter


class CountTermsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def amt_count_plus(self, c: list) -> Plus:
        """'the number of Forests you control plus the number of Treefolk you control' (107.1): the sum."""
        return Plus(self.amt_number_of([c[0]]), c[1])  # type: ignore[attr-defined]

    def sfx_opponents_graveyards(self, c: list) -> Suffix:
        """'cards in your opponents' graveyards' (404.2: the cards the opponents own, each in its owner's)."""
        return Suffix("opponents_graveyards")

    def fe_opponents(self, c: list) -> OpponentCount:
        """'for each opponent you have' (102.2, 102.3)."""
        return OpponentCount()

    def fe_colors_among(self, c: list) -> ColorsAmong:
        """'for each color among permanents you control' (105.2)."""
        return ColorsAmong(permanents_filter(c[-1], "colors"))

    def fe_you_cast_this_turn(self, c: list) -> YouCastThisTurn:
        """'for each spell you've cast this turn', 'instant and sorcery spell you've cast this turn' (601.2i)."""
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.noun != "spell" or d.other or d.controller is not None:
            raise Unsupported(f"counting {' '.join(self._words(c[0]))} you've cast this turn")  # type: ignore[attr-defined]
        return YouCastThisTurn(d.filter())

    def fe_you_drew_this_turn(self, c: list) -> YouDrewThisTurn:
        """'for each card you've drawn this turn' (121.1)."""
        if self._words(c[0]) not in (("card",), ("cards",)):  # type: ignore[attr-defined]
            raise Unsupported("a count of draws of something other than cards")
        return YouDrewThisTurn()

    def fe_opponents_poison(self, c: list) -> OpponentsPoison:
        return OpponentsPoison()

    def amt_x_plus(self, c: list) -> Plus:
        """'X plus 3' (107.1, 107.3)."""
        return Plus(XValue(), c[0])

    def amt_count_same_name(self, c: list) -> CardsNamedAs:
        """'the number of cards in all graveyards with the same name as that spell' (201.2)."""
        cards = self.amt_number_of([c[0]])  # type: ignore[attr-defined]
        if not isinstance(cards, CardsInGraveyard) or cards.named_this:
            raise Unsupported("'with the same name as' after something other than cards in graveyards")
        words = self._words(c[-1])  # type: ignore[attr-defined]
        if words != ("spell",):
            raise Unsupported(f"'with the same name as that {' '.join(words)}'")
        return CardsNamedAs(cards, self.scope.that_read("spell", False))  # type: ignore[attr-defined]

    def amt_count_minus(self, c: list) -> Minus:
        """'the number of cards in your hand minus the number of cards in that player's hand' (107.1b: never
        below 0)."""
        return Minus(self.amt_number_of([c[0]]), c[1])  # type: ignore[attr-defined]


TRANSFORMER = CountTermsRules
