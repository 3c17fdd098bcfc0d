"""'Each player can't draw more than one card each turn', the text part: a static ability the rules part
reads by name. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Static

DRAW_LIMIT_ONE = "Each player can't draw more than one card each turn"
DRAW_LIMIT_ONE_OPPONENTS = "Each opponent can't draw more than one card each turn"


class DrawLimitRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_draw_limit_one(self, c: list) -> Static:
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return Static(DRAW_LIMIT_ONE, text=DRAW_LIMIT_ONE + ".")

    def st_draw_limit_one_opponents(self, c: list) -> Static:
        """The same limit for the controller's opponents only (Narset, Parter of Veils)."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return Static(DRAW_LIMIT_ONE_OPPONENTS, text=DRAW_LIMIT_ONE_OPPONENTS + ".")


TRANSFORMER = DrawLimitRules
