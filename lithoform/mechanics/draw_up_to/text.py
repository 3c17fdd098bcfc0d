"""Drawing up to N cards (121.2, 608.2d), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.nodes.refs import You
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.draw_up_to.nodes import DrawUpTo


class DrawUpToRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def draw_up_to(self, c: list) -> VP:
        """'draw up to two cards': the player drawing chooses how many (608.2d)."""
        self._only(c[1], "cards", "card")  # type: ignore[attr-defined]
        if not isinstance(c[0], int):
            raise Unsupported("'draw up to' a number counted as the effect resolves")
        n = c[0]
        return VP(lambda who: DrawUpTo(n, who), "player", "draw")

    def its_controller_may_draw_up_to(self, c: list) -> DrawUpTo:
        """'Its controller may draw up to two cards' (Arcane Denial): the controller of the object named before
        chooses how many (608.2d; choosing none is declining: one question)."""
        made = self.draw_up_to(c[1:]).make(You())
        assert isinstance(made, DrawUpTo)
        return DrawUpTo(made.amount, c[0])


TRANSFORMER = DrawUpToRules
