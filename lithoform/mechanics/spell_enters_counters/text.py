"""A spell that will enter with additional counters, the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Triggering
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.next_spell_copy.nodes import WhenYouCastNext
from lithoform.mechanics.spell_enters_counters.nodes import SpellEntersWithCounters


class SpellEntersCountersRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _next_spell_enters(self, d: Any, that: Any, kind: str, amount: Any) -> list:
        if d.noun != "spell" or d.plural or d.controller is not None:
            raise Unsupported("'your next ...' other than a spell")
        f = d.filter()
        if "Creature" not in f.types or len(f.types) != 1:
            raise Unsupported("a next spell that enters with counters other than a creature spell")
        if self._words(that) != ("creature",):  # type: ignore[attr-defined]
            raise Unsupported("'that ...' other than 'that creature'")
        if not isinstance(amount, int) or amount < 1:
            raise Unsupported("a number of additional counters that isn't fixed")
        return [WhenYouCastNext(f, SpellEntersWithCounters(Triggering(), kind, amount))]

    def when_cast_next_enters_counters_sentence(self, c: list) -> list:
        """603.7a, 614.1c: the next creature spell its controller casts this turn enters with another counter."""
        return self._next_spell_enters(c[0], c[1], str(c[2]), 1)

    def when_cast_next_enters_n_counters_sentence(self, c: list) -> list:
        return self._next_spell_enters(c[0], c[1], str(c[3]), c[2])


TRANSFORMER = SpellEntersCountersRules
