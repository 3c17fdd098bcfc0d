"""Cleave (702.148), its text part: the keyword 'Cleave [cost]'. The bracketed words are the compiler's
(compiler.py: a card with cleave compiles into two faces, with and without them). Data only."""

from __future__ import annotations

import re

from lithoform.cards.tree import Cleave, Cost
from lithoform.compiler.values import Unsupported, mana

CLEAVE_LINE = re.compile(r"^Cleave \{", re.M)


def cleave_texts(text: str) -> tuple[str, str] | None:
    """702.148a, 612: the text of a card with cleave as cast normally (the brackets dropped, their words kept)
    and as cast for its cleave cost (the bracketed words removed); None without cleave."""
    if "[" not in text or not CLEAVE_LINE.search(text):
        return None
    return text.replace("[", "").replace("]", ""), re.sub(r" ?\[[^\]]*\]", "", text)


class CleaveRules:
    """Transformer rules of cleave."""

    face_types: tuple[str, ...]

    def kw_cleave(self, c: list) -> Cleave:
        """'Cleave {1}{U}{U}' (702.148a), on an instant or sorcery."""
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:
            raise Unsupported("cleave on a card that isn't an instant or sorcery")
        cost = mana(c[0])
        if "{X}" in cost.upper():
            raise Unsupported("a cleave cost with X")
        return Cleave(Cost(mana=cost), text=f"Cleave {cost}")


TRANSFORMER = CleaveRules
CARD_FORMS = (cleave_texts,)
