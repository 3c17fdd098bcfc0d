"""Escalate (702.120), the text part. Data only.

702.120a: "Escalate [cost]" means "For each mode you choose beyond the first as you cast this spell, you pay an
additional [cost]." The keyword is the spell's optional additional cost named 'escalate'
(`SpellAbility.optional_costs`); the core's announcement counts it once for each mode beyond the first as the
modes are chosen (rules/stack/announce.py, 601.2b, 601.2f), and offers only as many modes as could be paid for."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import AlternativeCost, Cost
from lithoform.compiler.values import SpellSetting, Unsupported, mana

ESCALATE = "escalate"  # the name the core's announcement knows (announce.EXTRA_MODES_COST)
# the parts of a cost that add up when paid several times (announce.with_additional)
_REPEATABLE = {"mana", "discard", "discard_filter", "sacrifice", "pay_life", "tap_others"}


class EscalateRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def _escalate(self, cost: Cost) -> SpellSetting:
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:
            raise Unsupported("escalate on a permanent card")
        return SpellSetting("optional", AlternativeCost(ESCALATE, cost))

    def kw_escalate(self, c: list) -> SpellSetting:
        return self._escalate(Cost(mana=mana(c[0])))

    def st_escalate_cost(self, c: list) -> SpellSetting:
        parts: dict[str, Any] = c[0]
        if set(parts) - _REPEATABLE:
            raise Unsupported(f"an escalate cost with {', '.join(sorted(set(parts) - _REPEATABLE))}")
        if any(s.this for s in parts.get("sacrifice", ())):
            raise Unsupported("sacrificing the spell itself as its escalate cost")
        return self._escalate(Cost(**parts))


TRANSFORMER = EscalateRules
