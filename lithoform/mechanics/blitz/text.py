"""Blitz (702.152), its text part: the keyword is an alternative cost of the spell (118.9). Data only: imports
the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import AlternativeCost, Cost
from lithoform.compiler.values import SpellSetting, Unsupported, mana

BLITZ = "blitz"


class BlitzRules:
    """Transformer rules of blitz; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_blitz(self, c: list) -> SpellSetting:
        """702.152a: 'You may cast this card by paying [cost] rather than its mana cost'; what the paid cost
        does to the permanent is the rules part's (mechanics/blitz/rules.py)."""
        if "Creature" not in self.face_types:
            raise Unsupported("blitz on a card that isn't a creature card")
        return SpellSetting("alternative", AlternativeCost(BLITZ, Cost(mana=mana(c[0]))))


TRANSFORMER = BlitzRules
