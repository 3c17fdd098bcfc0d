"""'If that spell is countered this way, exile it instead of putting it into its owner's graveyard.', its text
part: a sentence mark that changes the counter instruction before it (701.6a, 614.1a). Data only: imports
the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import CounterObject, CounterUnlessPays
from lithoform.compiler.values import SentenceMark, Unsupported
from lithoform.mechanics.counter_exile.nodes import CounterExiled


class CounterExileRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def countered_exile_sentence(self, c: list) -> SentenceMark:
        if self._words(c[0]) != ("spell",):  # type: ignore[attr-defined]
            raise Unsupported("'if that ... is countered this way' of something other than a spell")
        return SentenceMark("countered_exile")

    def countered_put_sentence(self, c: list) -> SentenceMark:
        """'If that spell is countered this way, put it on top of its owner's library instead of into that
        player's graveyard.' (Memory Lapse; 614.1a): the same mark, another destination."""
        if self._words(c[0]) != ("spell",):  # type: ignore[attr-defined]
            raise Unsupported("'if that ... is countered this way' of something other than a spell")
        if len(c) == 3 and self._words(c[1]) != ("card",):  # type: ignore[attr-defined]  # 'put that card'
            raise Unsupported("'put that ...' other than the countered card")
        return SentenceMark(f"countered_{c[-1]}")

    def countered_top(self, c: list) -> str:
        return "library_top"

    def countered_bottom(self, c: list) -> str:
        return "library_bottom"

    def countered_top_or_bottom(self, c: list) -> str:
        return "library_either"

    def countered_hand(self, c: list) -> str:
        return "hand"


def mark_countered_exile(mark: SentenceMark, last: Any) -> Any:
    """The counter before the sentence, its spell exiled instead (None: the mark changes something else)."""
    to = mark.name.removeprefix("countered_")
    if to not in DESTINATIONS or to == mark.name:
        return None
    if isinstance(last, CounterObject):
        return CounterExiled(last.what, to=to)
    if isinstance(last, CounterUnlessPays):
        return CounterExiled(last.what, last.mana, to=to)
    return None


DESTINATIONS = ("exile", "hand", "library_top", "library_bottom", "library_either")


TRANSFORMER = CounterExileRules
MARKS = (mark_countered_exile,)  # sentence marks (compiler/sentences.py)
