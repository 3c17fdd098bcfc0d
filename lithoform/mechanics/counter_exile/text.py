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


def mark_countered_exile(mark: SentenceMark, last: Any) -> Any:
    """The counter before the sentence, its spell exiled instead (None: the mark changes something else)."""
    if mark.name != "countered_exile":
        return None
    if isinstance(last, CounterObject):
        return CounterExiled(last.what)
    if isinstance(last, CounterUnlessPays):
        return CounterExiled(last.what, last.mana)
    return None


TRANSFORMER = CounterExileRules
MARKS = (mark_countered_exile,)  # sentence marks (compiler/sentences.py)
