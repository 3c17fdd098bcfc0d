"""How many creatures a creature blocks and is blocked by (509.1a-b), the text part: each sentence is a
`CombatRule` (cards/combat_rule_kinds.py), as a static ability of the permanent, of the creature an Aura or
Equipment is attached to, of a group of permanents, or granted until end of turn (the 'this turn' forms,
514.2). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.combat_rule_kinds import (
    ATTACKS_AS_THOUGH_HASTE,
    ATTACKS_DESPITE_DEFENDER,
    BLOCKED_BY_AT_LEAST,
    BLOCKED_BY_AT_MOST_ONE,
    BLOCKS_ADDITIONAL,
    BLOCKS_ANY_NUMBER,
)
from lithoform.cards.tree import (
    AddAbilities,
    ApplyContinuous,
    CombatRule,
    Each,
    EachControlledBy,
    PTBoost,
    StaticEffect,
)
from lithoform.compiler.values import VP, Unsupported, pt, replace


def one_by_one(what: Any) -> Any:
    """611.2c: a resolving effect that changes the rules of blocking would apply to creatures that come later
    too, where a granted ability is locked in: only objects named one by one ('target creature', '~')."""
    if isinstance(what, (Each, EachControlledBy)):
        raise Unsupported("a blocking rule for a group of creatures until end of turn")
    return what


def granted_combat_rule(rule: CombatRule) -> VP:
    """'[creature] can block an additional creature this turn': the rule granted until end of turn."""
    return VP(lambda what: ApplyContinuous((AddAbilities(abilities=(rule,)),), one_by_one(what)), "object",
              "gain")


class BlockLimitsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _creature(self, tok: Any) -> None:
        self._only(tok, "creature", "creatures")  # type: ignore[attr-defined]

    # --- the limits --------------------------------------------------------------------------------------------

    def bl_additional(self, c: list) -> CombatRule:
        """509.1a: 'can block an additional creature each combat'."""
        self._creature(c[0])
        return CombatRule(BLOCKS_ADDITIONAL, amount=1)

    def bl_additional_n(self, c: list) -> CombatRule:
        """509.1a: 'can block an additional two creatures each combat'."""
        if not isinstance(c[0], int) or c[0] < 1:
            raise Unsupported("a variable number of additional creatures to block")
        self._creature(c[1])
        return CombatRule(BLOCKS_ADDITIONAL, amount=c[0])

    def bl_any_number(self, c: list) -> CombatRule:
        """509.1a: 'can block any number of creatures'."""
        self._creature(c[0])
        return CombatRule(BLOCKS_ANY_NUMBER)

    def bl_at_most_one(self, c: list) -> CombatRule:
        """509.1b: 'can't be blocked by more than one creature'."""
        self._creature(c[0])
        return CombatRule(BLOCKED_BY_AT_MOST_ONE)

    def bl_at_least(self, c: list) -> CombatRule:
        """509.1b: 'can't be blocked except by three or more creatures'."""
        if not isinstance(c[0], int) or c[0] < 2:
            raise Unsupported("'except by N or more creatures' with N not a number above one")
        self._creature(c[1])
        return CombatRule(BLOCKED_BY_AT_LEAST, amount=c[0])

    # --- whom they apply to ----------------------------------------------------------------------------------

    def st_block_limit(self, c: list) -> CombatRule:
        return c[0]

    def st_attached_block_limit(self, c: list) -> CombatRule:
        """'Equipped creature can block an additional creature each combat.'"""
        return replace(c[2], attached=self._attached(str(c[0]), c[1]))  # type: ignore[attr-defined]

    def st_attached_pt_block_limit(self, c: list) -> list:
        """'Equipped creature gets +1/+1 and can't be blocked by more than one creature': a layer effect
        (613.4c) and a restriction (509.1b) on the same creature."""
        word = self._attached(str(c[0]), c[1])  # type: ignore[attr-defined]
        p, t = pt(c[2])
        return [StaticEffect((PTBoost(p, t),), attached=word), replace(c[3], attached=word)]

    def st_attached_keywords_block_limit(self, c: list) -> list:
        """'Equipped creature has trample and can't be blocked by more than one creature.'"""
        word = self._attached(str(c[0]), c[1])  # type: ignore[attr-defined]
        return [StaticEffect((AddAbilities(keywords=c[2]),), attached=word), replace(c[3], attached=word)]

    def st_group_block_limit(self, c: list) -> CombatRule:
        """'Creatures you control can't be blocked by more than one creature.'"""
        return replace(c[1], affected=c[0])

    def st_each_block_limit(self, c: list) -> CombatRule:
        """'Each creature you control with a +1/+1 counter on it can block an additional creature each
        combat.'"""
        d = c[0]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural:
            raise Unsupported("'each' followed by something other than a kind of permanent")
        return replace(c[1], affected=d.filter())

    def st_attached_pt_keywords_block_limit(self, c: list) -> list:
        """'Enchanted creature gets +2/+2, has vigilance, and can block an additional creature each combat.'"""
        word = self._attached(str(c[0]), c[1])  # type: ignore[attr-defined]
        p, t = pt(c[2])
        return [StaticEffect((PTBoost(p, t), AddAbilities(keywords=c[3])), attached=word),
                replace(c[4], attached=word)]

    def st_attached_attacks_despite_defender(self, c: list) -> CombatRule:
        """702.3b, 303.4d: 'Enchanted Wall can attack as though it didn't have defender.' (Animate Wall)"""
        return CombatRule(ATTACKS_DESPITE_DEFENDER, attached=self._attached(c[0], c[1]))  # type: ignore[attr-defined]

    def st_attached_attacks_as_though_haste(self, c: list) -> CombatRule:
        """302.6, 702.10b: 'Enchanted creature can attack as though it had haste.' (Instill Energy): it may attack
        though its controller hasn't controlled it continuously since their most recent turn began (its {T}
        abilities still can't be activated)."""
        return CombatRule(ATTACKS_AS_THOUGH_HASTE, attached=self._attached(c[0], c[1]))  # type: ignore[attr-defined]

    def st_group_attacks_despite_defender(self, c: list) -> CombatRule:
        """702.3b: 'Creatures you control can attack as though they didn't have defender.'"""
        return CombatRule(ATTACKS_DESPITE_DEFENDER, affected=c[0])

    # --- until end of turn ---------------------------------------------------------------------------------------

    def vp_blocks_additional(self, c: list) -> VP:
        self._creature(c[0])
        return granted_combat_rule(CombatRule(BLOCKS_ADDITIONAL, amount=1))

    def vp_blocks_any_number(self, c: list) -> VP:
        self._creature(c[0])
        return granted_combat_rule(CombatRule(BLOCKS_ANY_NUMBER))

    def vp_blocked_by_at_most_one(self, c: list) -> VP:
        self._creature(c[0])
        return granted_combat_rule(CombatRule(BLOCKED_BY_AT_MOST_ONE))

    def vp_attacks_despite_defender(self, c: list) -> VP:
        """702.3b: '~ can attack this turn as though it didn't have defender.'"""
        return granted_combat_rule(CombatRule(ATTACKS_DESPITE_DEFENDER))


TRANSFORMER = BlockLimitsRules
