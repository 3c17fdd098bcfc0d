"""Buyback (702.27), its text part: the keyword is an optional additional cost of the spell (601.2b, 601.2f).
Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import AlternativeCost, Cost
from lithoform.compiler.values import SpellSetting, Unsupported, mana

BUYBACK = "buyback"


class BuybackRules:
    """Transformer rules of buyback; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_buyback(self, c: list) -> SpellSetting:
        """702.27a: 'Buyback [cost]' means 'You may pay an additional [cost] as you cast this spell' and 'If
        the buyback cost was paid, put this spell into its owner's hand instead of into that player's graveyard
        as it resolves'; where it goes is the rules part's (mechanics/buyback/rules.py)."""
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:
            raise Unsupported("buyback on a permanent card")
        return SpellSetting("optional", AlternativeCost(BUYBACK, Cost(mana=mana(c[0]))))


TRANSFORMER = BuybackRules
