"""More terms of counted amounts, the text part: the transformer rules of grammar.lark. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Plus
from lithoform.compiler.values import Suffix
from lithoform.mechanics.count_terms.nodes import ColorsAmong
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


TRANSFORMER = CountTermsRules
