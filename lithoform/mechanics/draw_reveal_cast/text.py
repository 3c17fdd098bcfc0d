"""Draw, reveal and cast one for free, the text part: 'reveal them' after 'draw N cards and' (a marker that
only the next sentence, 'You may cast one of them without paying its mana cost.', completes). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import DrawCards, Sequence, You
from lithoform.compiler.values import VP, Marked, SentenceMark
from lithoform.mechanics.draw_reveal_cast.nodes import DrawRevealMayCast


class DrawRevealCastRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def reveal_them(self, c: list) -> VP:
        return VP(lambda _you: Marked("reveal_drawn"), "you", "reveal")

    def may_cast_one_of_them_free(self, c: list) -> SentenceMark:
        return SentenceMark("cast_one_drawn_free")


def mark_cast_drawn(mark: SentenceMark, last: Any) -> Any:
    """The sentence completes 'draw N cards and reveal them' before it, or nothing (None)."""
    if mark.name != "cast_one_drawn_free" or not isinstance(last, Sequence) or len(last.effects) != 2:
        return None
    draw, reveal = last.effects
    if not (isinstance(draw, DrawCards) and isinstance(draw.who, You) and reveal == Marked("reveal_drawn")):
        return None
    return DrawRevealMayCast(draw.amount)


TRANSFORMER = DrawRevealCastRules
MARKS = (mark_cast_drawn,)
