"""Conditions on an object's numbers, the text part: each is whether the object 'it' stands for matches a
filter on its power, toughness or mana value (`RefMatches`, read from its last known information once it
has left, 608.2h). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Created, DelayedTrigger, Filter, IfThen, RefMatches, Target, Triggering
from lithoform.compiler.values import Instead, Unsupported, replace, sequence, substitute


class NumericConditionsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def stat_power(self, c: list) -> str:
        return "power"

    def stat_toughness(self, c: list) -> str:
        return "toughness"

    def stat_mana_value(self, c: list) -> str:
        return "mana_value"

    def cmp_at_most(self, c: list) -> str:
        return "at_most"

    def cmp_at_least(self, c: list) -> str:
        return "at_least"

    def cond_its_stat(self, c: list) -> RefMatches:
        """'if its power is 2' (exactly), 'if its mana value was 3 or less', 'if it has mana value 2 or less'."""
        stat, n, *compare = [x for x in c if x is not None]
        n = int(n)
        bounds: dict[str, Any] = {}
        if not compare or compare[0] == "at_least":
            bounds[f"{stat}_at_least"] = n
        if not compare or compare[0] == "at_most":
            bounds[f"{stat}_at_most"] = n
        return RefMatches(self.scope.it(), Filter(**bounds))  # type: ignore[attr-defined]

    def cond_the_object_stat(self, c: list) -> RefMatches:
        """'if the creature had power 4 or greater' (Anax): the object the trigger event named ('it'), read from its
        last known information once it has left the battlefield (608.2h; Anax's ruling: 'check the power of the
        creature that died immediately before it died')."""
        self._only(c[0], "creature", "permanent")  # type: ignore[attr-defined]
        event_object = self.scope.default_it  # type: ignore[attr-defined]
        if not isinstance(event_object, Triggering):
            raise Unsupported("'the creature' with no trigger event's creature")
        return replace(self.cond_its_stat(c[1:]), what=event_object)

    def trailing_if_sentence(self, c: list) -> list[IfThen]:
        """'Destroy target creature if it has mana value 2 or less.' (608.2c: checked as it resolves)."""
        clauses, condition = c
        done = self._finish(clauses)  # type: ignore[attr-defined]
        if len(done) == 1 and any(done[0] is d for d in self.scope.prefix_delays):  # type: ignore[attr-defined]
            # 'At the beginning of the next end step, destroy that creature if it attacked this turn.' (Berserk):
            # the condition is the delayed ability's, checked as it resolves (603.7, 608.2c), of the object it
            # fixed as it was made (603.7c)
            delayed: DelayedTrigger = done[0]
            if delayed.targets:
                condition = substitute(condition, Target(0), Created())
            return [replace(delayed, effect=IfThen(condition, delayed.effect))]
        return [IfThen(condition, sequence(done))]

    def then_trailing_if_sentence(self, c: list) -> list[IfThen]:
        """'Then put ... if [condition].': the same, after the sentence before it (608.2c)."""
        return self.trailing_if_sentence([x for x in c if x is not None][-2:])

    def if_trailing_if_instead_sentence(self, c: list) -> Instead:
        """'If ~ was kicked, counter that spell if its mana value is 4 or less instead.' (608.2c): when the first
        condition holds, the conditional instruction is done instead of the sentence before it (which isn't
        done even when the second condition fails)."""
        condition, clauses, inner = c
        return Instead(condition, [IfThen(inner, sequence(self._finish(clauses)))])  # type: ignore[attr-defined]


TRANSFORMER = NumericConditionsRules
