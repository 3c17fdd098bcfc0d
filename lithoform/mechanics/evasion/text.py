"""Evasion keywords (702.13, 702.14, 702.28, 702.31, 702.36, 702.118), their text part: the landwalks,
fear, intimidate, shadow, horsemanship and skulk are simple keywords (grammar.lark); 'nonbasic landwalk'
has a rule of its own; and the static abilities that undo an evasion ability's block restriction
('can be blocked as though they didn't have islandwalk', 'can block creatures with shadow as though ~ had
shadow'). Data only: imports the cards, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.combat_rule_kinds import (
    BLOCKABLE_DESPITE_LANDWALK,
    BLOCKS_DESPITE_SHADOW,
    CAN_BLOCK_ONLY,
)
from lithoform.cards.tree import CombatRule, Filter, Static
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import Unsupported

# 702.14a-c: the landwalk abilities, as an object's keywords hold them
LANDWALK_KEYWORDS = ("swampwalk", "islandwalk", "forestwalk", "mountainwalk", "plainswalk", "nonbasic landwalk")


def _creatures(f: Any) -> Filter:
    if not isinstance(f, Filter) or (f.types and "Creature" not in f.types):
        raise Unsupported("a block rule for something other than creatures")
    return f


class EvasionRules:
    """Transformer rules of evasion keywords; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_nonbasic_landwalk(self, c: list) -> Static:
        """702.14c: 'nonbasic landwalk' (the rules part reads it by name)."""
        return Static("Nonbasic landwalk", text="Nonbasic landwalk")

    def kwn_nonbasic_landwalk(self, c: list) -> str:
        return "Nonbasic landwalk"

    def ev_blockable_despite_walk(self, c: list) -> CombatRule:
        """'Creatures with swampwalk can be blocked as though they didn't have swampwalk.' (702.14c undone)"""
        walk = str(c[1]).lower()
        if walk not in LANDWALK_KEYWORDS:
            raise Unsupported(f"blocked as though they didn't have {walk} (only landwalk)")
        return CombatRule(BLOCKABLE_DESPITE_LANDWALK, affected=_creatures(c[0]), filter=Filter(keywords=(walk,)))

    def ev_blockable_despite_walks(self, c: list) -> CombatRule:
        """'Creatures with landwalk abilities can be blocked as though they didn't have those abilities.'"""
        if [self._words(t) for t in c] != [("creatures",), ("abilities",), ("abilities",)]:  # type: ignore[attr-defined]
            raise Unsupported("'those abilities' of a group other than creatures with landwalk abilities")
        return CombatRule(BLOCKABLE_DESPITE_LANDWALK, affected=Filter(types=("Creature",)),
                          filter=Filter(keywords=LANDWALK_KEYWORDS))

    def ev_blocks_shadow(self, c: list) -> CombatRule:
        """'~ can block creatures with shadow as though ~ had shadow' (702.28b)."""
        f = c[0].filter() if isinstance(c[0], Desc) else c[0]
        if not isinstance(f, Filter) or (f.types, tuple(k.lower() for k in f.keywords)) != (("Creature",), ("shadow",)) \
                or f != Filter(types=f.types, keywords=f.keywords):
            raise Unsupported("blocking something other than creatures with shadow 'as though'")
        return CombatRule(BLOCKS_DESPITE_SHADOW)

    def ev_group_can_block_only(self, c: list) -> CombatRule:
        """'Creatures with flying can block only creatures with flying.' (509.1b, for each of the group)"""
        d: Desc = c[1]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("blocking something other than creatures")
        return CombatRule(CAN_BLOCK_ONLY, affected=_creatures(c[0]), filter=d.filter())


TRANSFORMER = EvasionRules
