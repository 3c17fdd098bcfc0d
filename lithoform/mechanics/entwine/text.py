"""Entwine (702.42), the text part: "Entwine [cost]" means "You may choose all modes of this spell instead of
just the number specified. If you do, you pay an additional [cost]." (702.42a). The keyword is an optional
additional cost of the spell named 'entwine'; the core's announcement offers all the modes when a spell has
it and charges the cost exactly when all were chosen (rules/stack/announce.py, 601.2b, 601.2f). Data only."""

from __future__ import annotations

from lithoform.cards.tree import AlternativeCost, Cost
from lithoform.compiler.values import SpellSetting, Unsupported, mana

ENTWINE = "entwine"  # the name the core's announcement knows (announce.ALL_MODES_COST)


class EntwineRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_entwine(self, c: list) -> SpellSetting:
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:
            raise Unsupported("entwine on a permanent card")
        return SpellSetting("optional", AlternativeCost(ENTWINE, Cost(mana=mana(c[0]))))


TRANSFORMER = EntwineRules
