"""Undying (702.93) and persist (702.79), the text part: the triggered abilities the keywords stand for,
and the rules for the words of their reminder text (so the same ability written out compiles too). Data
only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import AddAbilities, ApplyContinuous, This, Trigger, TriggeredAbility
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.undying.nodes import HadNoCounters, ReturnWithCounter


def returns_with_counter(keyword: str, kind: str) -> TriggeredAbility:
    """702.93a (undying, +1/+1) and 702.79a (persist, -1/-1): 'When this creature dies, if it had no [kind]
    counters on it, return it to the battlefield under its owner's control with a [kind] counter on it.'"""
    return TriggeredAbility(
        trigger=Trigger("dies", this=True),
        effect=ReturnWithCounter(kind, This()),
        condition=HadNoCounters(kind),
        keyword=keyword,
        text=keyword,
    )


class UndyingRules:
    """Transformer rules of undying and persist; mixed into `OracleTransformer`."""

    def kw_undying(self, c: list) -> TriggeredAbility:
        return returns_with_counter("Undying", "+1/+1")

    def kw_persist(self, c: list) -> TriggeredAbility:
        return returns_with_counter("Persist", "-1/-1")

    def gain_trigger_keyword(self, c: list) -> VP:
        """'gains undying until end of turn' (611.2a, 613.1f: layer 6): the triggered ability the keyword stands
        for, on the object until the turn ends (514.2)."""
        ability = c[0]
        return VP(lambda what: ApplyContinuous((AddAbilities(abilities=(ability,)),), what), "object", "gain")

    def return_with_counter(self, c: list) -> VP:
        what, n, kind, _word = c
        if _int(n) != 1:
            raise Unsupported("returning with several counters")
        if not isinstance(what, This):
            raise Unsupported("returning something other than the dead creature itself with a counter")
        return VP(lambda _you: ReturnWithCounter(kind, This()), "you", "return")

    def return_tapped_with_counter(self, c: list) -> VP:
        """As `return_with_counter`, the card entering tapped (Feign Death)."""
        self.return_with_counter(c)  # the same checks
        kind = c[2]
        return VP(lambda _you: ReturnWithCounter(kind, This(), tapped=True), "you", "return")

    def cond_had_no_counters(self, c: list) -> HadNoCounters:
        return HadNoCounters(c[0])


TRANSFORMER = UndyingRules
