"""Flip cards (710), the text part: 'flip ~' (710.1a). Data only: imports the cards and the compiler's
basics."""

from __future__ import annotations

from lithoform.cards.tree import This
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.flip.nodes import FlipObject


class FlipRules:
    """Transformer rules of flip cards."""

    def flip_np(self, c: list) -> VP:
        """710.1a: 'flip ~' / 'flip it', an ability of the flip card's own permanent (every flip card says it
        of itself)."""
        what = c[0]
        if not isinstance(what, This):
            raise Unsupported("flipping something other than this permanent")
        return VP(lambda who: FlipObject(what), "you", "flip")


TRANSFORMER = FlipRules
