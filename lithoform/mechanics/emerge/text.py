"""Emerge (702.119), its text part: the keyword is an alternative cost (118.9) that sacrifices a creature and
is reduced by its mana value. Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import AlternativeCost, Cost, Filter, SacrificeCost
from lithoform.compiler.values import SpellSetting, mana

EMERGE = "emerge"


class EmergeRules:
    """Transformer rules of emerge; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_emerge(self, c: list) -> SpellSetting:
        """702.119a: 'You may cast this spell by paying [cost] and sacrificing a creature rather than paying its
        mana cost', its total cost reduced by the sacrificed creature's mana value."""
        sacrifice = (SacrificeCost(Filter(types=("Creature",))),)
        return SpellSetting("alternative", AlternativeCost(EMERGE, Cost(mana=mana(c[0]), sacrifice=sacrifice),
                                                           less_sacrificed=True))


TRANSFORMER = EmergeRules
