"""Surge (702.117), its text part: the keyword is an alternative cost of the spell (118.9), and 'if ~'s surge
cost was paid' a condition. Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import AlternativeCost, AlternativeCostPaid, Cost
from lithoform.compiler.values import SpellSetting, mana

SURGE = "surge"


class SurgeRules:
    """Transformer rules of surge; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_surge(self, c: list) -> SpellSetting:
        """702.117a: 'You may pay [cost] rather than pay this spell's mana cost as you cast this spell if you
        or one of your teammates has cast another spell this turn'; when it may be chosen is the rules
        part's (mechanics/surge/rules.py)."""
        return SpellSetting("alternative", AlternativeCost(SURGE, Cost(mana=mana(c[0]))))

    def cond_surge_paid(self, c: list) -> AlternativeCostPaid:
        """118.9, 601.2b: 'if ~'s surge cost was paid'."""
        return AlternativeCostPaid(SURGE)


TRANSFORMER = SurgeRules
