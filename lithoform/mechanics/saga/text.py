"""Saga cards (714), their text part: a chapter line '{rN}—[Effect]' (714.2a-c) becomes the triggered ability
714.2b says it means, 'When one or more lore counters are put onto this Saga, if the number of lore counters
on it was less than N and became at least N, [effect]'. The line is rewritten by `LINES` (read by the
compiler through compiler/mechanic_texts.py) into 'when chapter N and M, [effect]', which the grammar reads
as one chapter ability per number (714.2c). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

import re

from lithoform.cards.tree import ExileReturnTransformed, Trigger
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.saga.nodes import LORE

_NUMERALS = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7}
_CHAPTER_LINE = re.compile(r"^((?:i|ii|iii|iv|v|vi|vii)(?:, (?:i|ii|iii|iv|v|vi|vii))*) — (.+)$")


def chapter_line(text: str, subtypes: tuple[str, ...]) -> str | None:
    """714.2a, 714.2c: 'i, ii — [effect]' on a Saga, as 'when chapter 1 and 2, [effect]'; None otherwise."""
    if "Saga" not in subtypes:
        return None
    m = _CHAPTER_LINE.match(text)
    if m is None:
        return None
    numbers = [str(_NUMERALS[n]) for n in m.group(1).split(", ")]
    return f"when chapter {' and '.join(numbers)}, {m.group(2)}"


class SagaRules:
    """Transformer rules of Sagas."""

    face_types: tuple[str, ...]

    def exile_return_transformed(self, c: list) -> list:
        """712.14a: 'exile this Saga, then return it to the battlefield transformed under your control'."""
        self._only(c[0], "saga")  # type: ignore[attr-defined]
        if "Saga" not in self.face_types:
            raise Unsupported("'this saga' on a card that isn't a Saga")
        return [ExileReturnTransformed()]

    def trig_chapters(self, c: list) -> list[Trigger]:
        """714.2b: for each chapter number N, 'when one or more lore counters are put onto this Saga, if the
        number of lore counters on it was less than N and became at least N' (`nth` = N)."""
        return [Trigger("counters_put", this=True, counter_kind=LORE, nth=int(n)) for n in c]


TRANSFORMER = SagaRules
LINES = (chapter_line,)  # a mechanic's own form of a whole line (compiler.py rewrites it before parsing)
