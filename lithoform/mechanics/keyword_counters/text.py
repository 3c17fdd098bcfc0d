"""Keyword counters, the text part (122.1b). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

import re

from lithoform.cards.tree import PutCounters, Sequence
from lithoform.compiler.values import VP, Bare, Unsupported
from lithoform.mechanics.keyword_counters.nodes import EntersWithCounterChoice, PutChosenKindCounter

_PT = re.compile(r"[+-]\d+/[+-]\d+")  # a P/T counter of any size (122.1a; rules/continuous/pt_counters.py)
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

    def counter_choice(self, c: list) -> tuple[str, ...]:
        """'a deathtouch counter or a lifelink counter': one counter of each kind offered (122.1b)."""
        parts = [x for x in c if x is not None]  # (count, kind) pairs; counter_word is None
        counts, kinds = parts[0::2], tuple(parts[1::2])
        if any(n != 1 for n in counts):
            raise Unsupported("a choice among several counters of a kind")
        if any(k not in _KINDS and k != "loyalty" and not _PT.fullmatch(k) for k in kinds) \
                or len(set(kinds)) != len(kinds):
            raise Unsupported(f"a choice of counters of kinds other than these keywords: {kinds}")
        return kinds

    def st_enters_with_counter_choice(self, c: list) -> EntersWithCounterChoice:
        """'~ enters with your choice of a flying counter or a first strike counter on it.' (614.1c, 614.12)"""
        return EntersWithCounterChoice(c[0])

    def st_enters_with_counters_among(self, c: list) -> EntersWithCounterChoice:
        """'~ enters with your choice of two different counters on it from among menace, deathtouch, and
        lifelink.' (614.1c, 614.12)"""
        n, kinds = c[0], self.kw_choices(c[1])
        if not isinstance(n, int) or not 1 <= n <= len(kinds):
            raise Unsupported("a choice of a number of different counters other than a fixed one")
        return EntersWithCounterChoice(kinds, n)

    def put_counter_choice(self, c: list) -> VP:
        """'put your choice of a vigilance counter, a reach counter, or a trample counter on it' (608.2d)."""
        kinds, what = c
        if isinstance(what, Bare):
            raise Unsupported("a bare singular description")
        return VP(lambda who: PutChosenKindCounter(kinds, what), "you")

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
