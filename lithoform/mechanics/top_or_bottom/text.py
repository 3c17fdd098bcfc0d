"""'The owner of target nonland permanent puts it on the top or bottom of their library.' (401.4), its text part.
Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import OwnerPutsTopOrBottom, Target
from lithoform.compiler.values import Unsupported


class TopOrBottomRules:
    """Transformer rules of the owner's choice of top or bottom."""

    def owner_top_or_bottom(self, c: list) -> list:
        what = c[0]
        if not isinstance(what, Target):
            raise Unsupported("'puts it on the top or bottom' of something other than a target")
        return [OwnerPutsTopOrBottom(what)]


TRANSFORMER = TopOrBottomRules
