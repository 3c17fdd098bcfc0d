"""'You have no maximum hand size', the text part: a static ability the rules part reads by name. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Static

NO_MAXIMUM_HAND_SIZE = "You have no maximum hand size"


class HandSizeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_no_maximum_hand_size(self, c: list) -> Static:
        return Static(NO_MAXIMUM_HAND_SIZE, text=NO_MAXIMUM_HAND_SIZE + ".")


TRANSFORMER = HandSizeRules
