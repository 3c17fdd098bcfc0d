"""Evoke (702.74), its text part: the keyword is an alternative cost of the spell (118.9). Data only: imports
the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import AlternativeCost, Cost
from lithoform.compiler.values import SpellSetting, Unsupported, mana

EVOKE = "evoke"


class EvokeRules:
    """Transformer rules of evoke; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_evoke(self, c: list) -> SpellSetting:
        """702.74a: 'You may cast this card by paying [cost] rather than paying its mana cost'; the sacrifice
        trigger is the rules part's (mechanics/evoke/rules.py)."""
        if "Instant" in self.face_types or "Sorcery" in self.face_types:
            raise Unsupported("evoke on a card that isn't a permanent card")
        return SpellSetting("alternative", AlternativeCost(EVOKE, Cost(mana=mana(c[0]))))

    def kw_evoke_cost(self, c: list) -> SpellSetting:
        """702.74a with a cost that isn't mana: 'Evoke—Exile a white card from your hand.' (Solitude; 601.2h)."""
        if "Instant" in self.face_types or "Sorcery" in self.face_types:
            raise Unsupported("evoke on a card that isn't a permanent card")
        parts = self.cost(c)  # type: ignore[attr-defined]
        if set(parts) - {"mana", "pay_life", "exile_from_hand", "exile_filter", "return_to_hand", "sacrifice",
                         "discard", "discard_filter"}:
            raise Unsupported("an evoke cost with a part other than mana, life, exiling, returning, sacrificing "
                              "or discarding")
        if any(s.this for s in parts.get("sacrifice", ())):
            raise Unsupported("sacrificing the spell itself")
        return SpellSetting("alternative", AlternativeCost(EVOKE, Cost(**parts)))


TRANSFORMER = EvokeRules
