"""Damage replaced by counters, the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Filter
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.damage_as_counters.nodes import DamageAsCounters


class DamageAsCountersRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def dkw_noncombat(self, c: list) -> str:
        return "noncombat"

    def st_damage_as_counters(self, c: list) -> DamageAsCounters:
        """614.1a: 'If a source you control would deal noncombat damage to a creature an opponent controls, put
        that many -1/-1 counters on that creature instead.'"""
        c = [x for x in c if x is not None]  # (counter_word)
        source = c[0]
        noncombat = "noncombat" in c[1:-3]
        to: Any = c[-3]  # damage_recipient (compiler/replacements.py): {"affected": Filter} for 'a creature ...'
        if set(to) != {"affected"}:
            raise Unsupported("counters instead of damage to a player")
        affected = to["affected"]
        that = tuple(self._words(c[-1]))  # type: ignore[attr-defined]
        if that != ("creature",) or affected.types != ("Creature",):
            raise Unsupported("counters instead of damage to something other than a creature")
        return DamageAsCounters(source, affected, str(c[-2]), noncombat,
                                text="If a source would deal damage to a creature, put that many counters on it "
                                     "instead.")

    def st_self_damage_as_counters(self, c: list) -> DamageAsCounters:
        """614.1a: 'If damage would be dealt to ~, put that many +1/+1 counters on it instead.' (Phytohydra)"""
        return DamageAsCounters(Filter(), Filter(), str(c[0]), to_self=True)


TRANSFORMER = DamageAsCountersRules
