"""Counters put up to a number, with a cap (122.1), the text part: transformer rules mixed into
`OracleTransformer` (compiler/transform.py) and the sentence mark that caps the instruction before it. Data only:
imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import This
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import VP, Bare, SentenceMark, Unsupported
from lithoform.mechanics.counter_caps.nodes import PutCountersUpTo

_CAP = "counter_cap"


class CounterCapsRules:
    """Transformer rules of counters put up to a number."""

    def cc_put_up_to(self, c: list) -> VP:
        """'Put up to X +1/+0 counters on ~' (122.1): how many is chosen as it resolves."""
        n, kind, _word, what = c
        if isinstance(what, Bare):
            raise Unsupported("a bare singular description")
        return VP(lambda who: PutCountersUpTo(kind, n, what), "you", "put")

    def cc_cap_sentence(self, c: list) -> SentenceMark:
        """'This ability can't cause the total number of +1/+0 counters on ~ to be greater than seven.'"""
        what, kind, n = c
        if list(self._words(what)) != ["ability"]:  # type: ignore[attr-defined]
            raise Unsupported("a cap on counters of something other than 'this ability'")
        return SentenceMark(_CAP, (kind, _int(n)))


def mark_counter_cap(mark: SentenceMark, last: Any) -> Any:
    """The cap changes the 'put up to' of the same kind of counters on ~ just before it, or nothing (None)."""
    if mark.name != _CAP or not isinstance(last, PutCountersUpTo) or last.cap or not isinstance(last.what, This):
        return None
    kind, n = mark.effects
    if kind != last.kind or not isinstance(n, int) or n < 1:
        return None
    return PutCountersUpTo(last.kind, last.amount, last.what, n)


TRANSFORMER = CounterCapsRules
MARKS = (mark_counter_cap,)
