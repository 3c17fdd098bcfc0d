"""Prowl (702.76), its text part: the keyword is an alternative cost of the spell (118.9) with a condition, and
'if its prowl cost was paid' a condition. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import AlternativeCost, AlternativeCostPaid, Cost
from lithoform.compiler.values import SpellSetting, mana
from lithoform.mechanics.prowl.nodes import ProwlDamage

PROWL = "prowl"


class ProwlRules:
    """Transformer rules of prowl; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_prowl(self, c: list) -> SpellSetting:
        """702.76a: 'You may pay [cost] rather than pay this spell's mana cost if a player was dealt combat damage
        this turn by a source that, at the time it dealt that damage, was under your control and had any of this
        spell's creature types.'"""
        return SpellSetting("alternative", AlternativeCost(PROWL, Cost(mana=mana(c[0])), condition=ProwlDamage()))

    def cond_prowl_paid(self, c: list) -> AlternativeCostPaid:
        """118.9, 601.2b: 'if its prowl cost was paid' (read as surge's, mechanics/surge)."""
        return AlternativeCostPaid(PROWL)


TRANSFORMER = ProwlRules
