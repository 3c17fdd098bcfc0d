"""Split second (702.61), the text part: a static ability the engine knows by name (the rules part reads it
from the spells on the stack). Data only."""

from __future__ import annotations

from lithoform.cards.tree import Static

SPLIT_SECOND = "Split second"


class SplitSecondRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_split_second(self, c: list) -> Static:
        return Static(SPLIT_SECOND, text=SPLIT_SECOND)


TRANSFORMER = SplitSecondRules
