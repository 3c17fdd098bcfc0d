"""Dash (702.109), its text part: the keyword is an alternative cost of the spell (118.9). Data only: imports
the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import AlternativeCost, Cost
from lithoform.compiler.values import SpellSetting, Unsupported, mana

DASH = "dash"


class DashRules:
    """Transformer rules of dash; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_dash(self, c: list) -> SpellSetting:
        """702.109a: 'You may cast this card by paying [cost] rather than its mana cost'; what the paid cost
        does to the permanent is the rules part's (mechanics/dash/rules.py)."""
        if "Creature" not in self.face_types:
            raise Unsupported("dash on a card that isn't a creature card")
        return SpellSetting("alternative", AlternativeCost(DASH, Cost(mana=mana(c[0]))))


TRANSFORMER = DashRules
