"""'Whenever a spell or ability you control counters a spell', the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Filter, Trigger, Triggering
from lithoform.cards.trigger_events import COUNTERS_SPELL
from lithoform.compiler.descriptions import SPELL_OR_ABILITY
from lithoform.compiler.values import Unsupported


class CounterTriggersRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def trig_yours_counters_spell(self, c: list) -> Trigger:
        """701.6a: the counterer is 'a spell or ability you control' (603.2: the trigger's controller's); the
        countered object is a spell (not an ability), 'it' / 'that spell' afterwards."""
        n, counterer_words, m, countered_words = c
        counterer = self.desc_of_words(list(self._words(counterer_words)), [])  # type: ignore[attr-defined]
        countered = self.desc_of_words(list(self._words(countered_words)), [])  # type: ignore[attr-defined]
        if n != 1 or m != 1:
            raise Unsupported("a counter trigger other than 'a spell or ability you control counters a spell'")
        if counterer.filter() != Filter(stack_kind=SPELL_OR_ABILITY):
            raise Unsupported("a counter trigger on something other than 'a spell or ability you control'")
        if countered.noun != "spell" or countered.plural:
            raise Unsupported("a counter trigger on something other than a spell being countered")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        spell = countered.filter()
        return Trigger(COUNTERS_SPELL, filter=spell)


TRANSFORMER = CounterTriggersRules
