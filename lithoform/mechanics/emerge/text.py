"""Emerge (702.119), its text part: the keyword is an alternative cost (118.9) that sacrifices a creature and
is reduced by its mana value. Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import AlternativeCost, Cost, Filter, SacrificeCost, Trigger
from lithoform.compiler.values import SpellSetting, Unsupported, mana

EMERGE = "emerge"


class EmergeRules:
    """Transformer rules of emerge; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_emerge(self, c: list) -> SpellSetting:
        """702.119a: 'You may cast this spell by paying [cost] and sacrificing a creature rather than paying its
        mana cost', its total cost reduced by the sacrificed creature's mana value."""
        sacrifice = (SacrificeCost(Filter(types=("Creature",))),)
        return SpellSetting("alternative", AlternativeCost(EMERGE, Cost(mana=mana(c[0]), sacrifice=sacrifice),
                                                           less_sacrificed=True))

    def trig_sacrifice_self_casting_emerge(self, c: list) -> Trigger:
        """'When you sacrifice ~ while casting a spell with emerge' (Foul Emissary): sacrificed for any reason
        while a spell with emerge is being cast (601.2h), for its emerge cost or not (the card's ruling)."""
        if tuple(self._words(c[0])) != ("spell",):  # type: ignore[attr-defined]
            raise Unsupported("'while casting' something other than a spell with emerge")
        return Trigger("sacrifice", this=True, while_casting=EMERGE)


TRANSFORMER = EmergeRules
