"""Keyword counters, the text part (122.1b). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import PutCounters, Sequence
from lithoform.compiler.values import VP, Bare, Unsupported
from lithoform.mechanics.keyword_counters.nodes import PutChosenKindCounter

# 122.1b: the keywords a keyword counter can be that the engine reads from an object's keywords
_KINDS = frozenset({"flying", "first strike", "double strike", "deathtouch", "haste", "hexproof", "indestructible",
                    "lifelink", "menace", "reach", "shadow", "trample", "vigilance"})


class KeywordCounterRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def counter_kind_first_strike(self, c: list) -> str:
        return "first strike"

    def counter_kind_double_strike(self, c: list) -> str:
        return "double strike"

    def kw_choices(self, c: list) -> tuple[str, ...]:
        kinds = tuple(str(k).lower() for k in c)
        if any(k not in _KINDS for k in kinds):
            raise Unsupported(f"a counter of a kind other than these keywords: {kinds}")
        return kinds

    def put_counters_and_chosen_kind(self, c: list) -> VP:
        """'Put a +1/+1 counter and a counter from among flying, first strike, lifelink, or vigilance on it.'
        (Elspeth Resplendent): the counters are put at once (122.1b, 122.6)."""
        n, kind, _word, kinds, what = c
        if kind != "+1/+1":
            raise Unsupported(f"counter kind {kind} with a chosen kind")
        if isinstance(what, Bare):
            raise Unsupported("a bare singular description")
        ref = what
        effect = Sequence((PutCounters(kind, n, ref), PutChosenKindCounter(kinds, ref)))
        return VP(lambda who: effect, "you")


TRANSFORMER = KeywordCounterRules
