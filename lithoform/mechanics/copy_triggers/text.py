"""Abilities that trigger when a spell is copied (707.10), their text part: 'Whenever you cast or copy an
instant or sorcery spell' (magecraft) is two triggered abilities, one on casting (601.2i) and one on copying.
Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Trigger, Triggering
from lithoform.compiler.values import Unsupported, replace

COPY = "copy"  # the trigger event: a copy of a spell was put on the stack (707.10)


class CopyTriggerRules:
    """Transformer rules of the copy triggers; mixed into `OracleTransformer` (compiler/transform.py)."""

    def trig_cast_or_copy(self, c: list) -> list[Trigger]:
        """'Whenever you cast or copy an instant or sorcery spell' (601.2i, 707.10): the spell cast, or the copy
        put on the stack, is the triggering object ('that spell')."""
        caster, _n, d = c
        if caster not in ("you", "opponent"):
            raise Unsupported("any player copying a spell")
        if d.noun != "spell" or d.zone != "stack":
            raise Unsupported("a copy trigger for something other than a spell")
        f = replace(d.filter(), controller=caster)  # 'an opponent casts or copies': a spell an opponent controls
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return [Trigger("cast", filter=f), Trigger(COPY, filter=f)]


TRANSFORMER = CopyTriggerRules
