"""Unleash (702.98), the text part: "Unleash" means "You may have this permanent enter with an additional
+1/+1 counter on it" and "This permanent can't block as long as it has a +1/+1 counter on it." (702.98a).
The second is a conditional static ability (611.3a) written with the general nodes. Data only."""

from __future__ import annotations

from lithoform.cards.tree import CANT_BLOCK, AddAbilities, SourceHasCounter, StaticEffect
from lithoform.mechanics.unleash.nodes import Unleash


class UnleashRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_unleash(self, c: list) -> list:
        cant_block = StaticEffect((AddAbilities(keywords=(CANT_BLOCK,)),), condition=SourceHasCounter("+1/+1"),
                                  text="Unleash (it can't block as long as it has a +1/+1 counter on it)")
        return [Unleash(), cant_block]


TRANSFORMER = UnleashRules
