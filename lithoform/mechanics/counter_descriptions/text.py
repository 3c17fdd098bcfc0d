"""Descriptions by counters and counted mana values, and removing every counter of a kind, the text part. Data
only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import (
    CountersOn,
    CountersOnThisAtLeast,
    CountersRemovedThisWay,
    Plus,
    SacrificedManaValue,
    This,
)
from lithoform.compiler.values import VP, Suffix, Unsupported
from lithoform.mechanics.counter_descriptions.nodes import RemoveAllCounters, RemoveUpToCounters


class CounterDescriptionsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def sfx_without_counter(self, c: list) -> Suffix:
        if c[0] != 1:
            raise Unsupported("a description without a number of counters")
        return Suffix("no_counter", c[1])

    def cond_counters_on_it(self, c: list) -> CountersOnThisAtLeast:
        """'if there are three or more landmark counters on it' (122.1) where 'it' is ~ (Treasure Map): counted on the
        source as the effect applies, its last known counters once it has left (608.2h, the card's ruling)."""
        n, kind = c[0], str(c[1])
        it = self.scope.it()  # type: ignore[attr-defined]
        if not isinstance(n, int) or not isinstance(it, This):
            raise Unsupported("counters on an object other than ~ in a condition")
        self.scope.counted_counters = (kind, it)  # type: ignore[attr-defined]
        return CountersOnThisAtLeast(kind, n)

    def remove_those_counters(self, c: list) -> VP:
        """'remove those counters' (122.8) after a condition that counted one kind of counter on an object: all the
        counters of that kind on it."""
        counted = self.scope.counted_counters  # type: ignore[attr-defined]
        if counted is None:
            raise Unsupported("'those counters' without counters counted before")
        kind, what = counted
        return VP(lambda who: RemoveAllCounters(kind, what), "you", "remove")

    def sfx_no_counters(self, c: list) -> Suffix:
        """'with no counters on it' (Heartless Act): no counter of any kind (122.1); the kind '' stands for all."""
        return Suffix("no_counter", "")

    def sfx_any_counter(self, c: list) -> Suffix:
        """'with a counter on it', 'with counters on them': one or more counters of any kind (122.1; the kind ''
        stands for all)."""
        return Suffix("counter", "")

    def sfx_counters_on_them(self, c: list) -> Suffix:
        """'with ice counters on them', 'that has a -1/-1 counter on it': one or more of that kind (122.1)."""
        return Suffix("counter", str(c[-1]))

    def sfx_mana_value_equal(self, c: list) -> Suffix:
        """'with mana value equal to the number of charge counters on ~' (counted as it is checked; the source's
        last known counters once it has left the battlefield, 608.2h)."""
        return Suffix("mana_value_equal", CountersOn(str(c[0])))

    def sfx_mana_value_sacrificed_plus(self, c: list) -> Suffix:
        """'with mana value equal to 1 plus the sacrificed creature's mana value' (Birthing Pod; 608.2h: its last
        known information): only a library search reads it (compiler/sentences.py refuses it elsewhere)."""
        n, words = c
        self._words(words)  # type: ignore[attr-defined]
        return Suffix("mana_value_equal", Plus(int(n), SacrificedManaValue()))

    def remove_all_counters(self, c: list) -> VP:
        kind, _word, what = c
        self.scope.produced = CountersRemovedThisWay()  # type: ignore[attr-defined]  # 'Draw that many cards.' (Take)
        return VP(lambda who: RemoveAllCounters(kind, what), "you", "remove all counters")

    def remove_every_counter(self, c: list) -> VP:
        """'Remove all counters from target permanent' (Vampire Hexmage): of every kind (kind '')."""
        what = c[0]
        return VP(lambda who: RemoveAllCounters("", what), "you", "remove all counters")

    def remove_up_to_counters(self, c: list) -> VP:
        """'Remove up to three counters from target creature' (Heartless Act): kinds chosen as it resolves."""
        n, what = c
        if not isinstance(n, int):
            raise Unsupported("a variable number of counters removed")
        return VP(lambda who: RemoveUpToCounters(n, what), "you", "remove counters")

    def remove_one_counter(self, c: list) -> VP:
        """'Remove a counter from target permanent' (122.8): one counter, its kind chosen as it resolves."""
        what = c[-1]
        return VP(lambda who: RemoveUpToCounters(1, what, exactly=True), "you", "remove counters")

    def remove_n_counters(self, c: list) -> VP:
        """'Remove two counters from target permanent' (122.8): that many (as many as there are), kinds chosen."""
        n, what = int(c[0]), c[-1]
        return VP(lambda who: RemoveUpToCounters(n, what, exactly=True), "you", "remove counters")


TRANSFORMER = CounterDescriptionsRules
