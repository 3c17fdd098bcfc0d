"""Evolve (702.100), the text part: "Evolve" means "Whenever a creature you control enters, if that creature's
power is greater than this creature's power and/or that creature's toughness is greater than this creature's
toughness, put a +1/+1 counter on this creature." (702.100a); each instance triggers separately (702.100d).
Data only."""

from __future__ import annotations

from lithoform.cards.tree import Filter, PutCounters, This, Trigger, TriggeredAbility
from lithoform.mechanics.evolve.nodes import Outgrows

EVOLVE = TriggeredAbility(
    trigger=Trigger("enters", filter=Filter(types=("Creature",), controller="you")),
    effect=PutCounters("+1/+1", 1, This()),
    condition=Outgrows(),
    keyword="Evolve",
    text="Evolve (whenever a creature you control enters, if its power or toughness is greater than this "
         "creature's, put a +1/+1 counter on this creature)",
)


class EvolveRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_evolve(self, c: list) -> TriggeredAbility:
        return EVOLVE


TRANSFORMER = EvolveRules
