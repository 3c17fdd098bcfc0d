"""'You have no maximum hand size', the text part: a static ability the rules part reads by name. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Static, You
from lithoform.mechanics.hand_size.nodes import ReduceMaxHandSize

NO_MAXIMUM_HAND_SIZE = "You have no maximum hand size"


class HandSizeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_no_maximum_hand_size(self, c: list) -> Static:
        return Static(NO_MAXIMUM_HAND_SIZE, text=NO_MAXIMUM_HAND_SIZE + ".")

    def max_hand_size_reduced_sentence(self, c: list) -> list:
        """402.2: 'Your maximum hand size is reduced by three for the rest of the game.'"""
        return [ReduceMaxHandSize(int(c[0]), You())]


TRANSFORMER = HandSizeRules
