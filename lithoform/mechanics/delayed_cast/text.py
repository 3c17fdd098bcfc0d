"""'Whenever you cast a creature spell this turn, ...' (603.7a), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import DelayedEventTrigger, Filter, Trigger, Triggering
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import Unsupported, replace, sequence


class DelayedCastRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def delayed_cast_head(self, c: list) -> tuple[Filter, int]:
        """'Whenever you cast a [spell] this turn,': 'it' in what follows is that spell; the targets chosen so far
        are counted, as the delayed ability can't have targets of its own here (its targets would be chosen as it
        triggers, 603.3d)."""
        d: Desc = c[-1]
        if d.noun != "spell" or d.zone != "stack" or d.controller is not None or d.plural:
            raise Unsupported("a delayed cast trigger for something other than a kind of spell")
        self.scope.last = Triggering()  # type: ignore[attr-defined]
        return replace(d.filter(), controller="you"), len(self.scope.targets)  # type: ignore[attr-defined]

    def delayed_cast_sentence(self, c: list) -> list:
        """603.7a: a delayed triggered ability that lasts the turn (514.2), triggering once for each spell its
        controller casts that matches (601.2i). Every instruction of the sentence is its effect."""
        (f, targets), clauses = c
        if len(self.scope.targets) != targets:  # type: ignore[attr-defined]
            raise Unsupported("a target in a delayed triggered ability")
        effect = sequence(self._finish(clauses))  # type: ignore[attr-defined]
        return [DelayedEventTrigger(Trigger("cast", filter=f), effect)]


TRANSFORMER = DelayedCastRules
