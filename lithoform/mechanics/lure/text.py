"""Requirements on blocking, the text part (509.1c): lures, 'blocks each combat if able', 'must be blocked
this turn if able'. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.combat_rule_kinds import ATTACKS_EACH_COMBAT, BLOCKS_IF_ABLE, LURE, MUST_BE_BLOCKED
from lithoform.cards.tree import (
    AddAbilities,
    ApplyContinuous,
    BlockObjectThisTurn,
    CombatRule,
    Filter,
    May,
    PTBoost,
    StaticEffect,
    This,
    Triggering,
)
from lithoform.compiler.values import VP, Unsupported, pt
from lithoform.mechanics.block_limits.text import granted_combat_rule, one_by_one  # (611.2c, one rule)


def _blockers(d: Any) -> Filter | None:
    """'all creatures (with flying)': the creatures a lure requires to block; None for all creatures."""
    if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or not d.plural or d.controller:
        raise Unsupported("a lure on something other than a kind of creature")
    f = d.filter()
    return None if f == Filter(types=("Creature",)) else f


class LureRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def st_lure(self, c: list) -> CombatRule:
        """'All creatures able to block ~ do so.' (509.1c)"""
        return CombatRule(LURE, filter=_blockers(c[0]))

    def st_attached_lure(self, c: list) -> CombatRule:
        """'All creatures able to block enchanted creature do so.'"""
        word = self._attached(str(c[1]), self._desc_of(c[2]))  # type: ignore[attr-defined]
        return CombatRule(LURE, filter=_blockers(c[0]), attached=word)

    def st_blocks_each_combat(self, c: list) -> CombatRule:
        """'~ blocks each combat if able.' (509.1c)"""
        return CombatRule(BLOCKS_IF_ABLE)

    def st_attacks_or_blocks_each_combat(self, c: list) -> list:
        """'~ attacks or blocks each combat if able.' (508.1d, 509.1c)"""
        return [CombatRule(ATTACKS_EACH_COMBAT), CombatRule(BLOCKS_IF_ABLE)]

    def st_all_block_each_combat(self, c: list) -> CombatRule:
        """'All creatures block each combat if able.'"""
        f = _blockers(c[0])
        return CombatRule(BLOCKS_IF_ABLE, affected=f or Filter(types=("Creature",)))

    def st_attached_pt_blocks_each_combat(self, c: list) -> list:
        """'Enchanted creature gets +4/+1 and blocks each combat if able.' (613.4c, 509.1c)"""
        word = self._attached(str(c[0]), c[1])  # type: ignore[attr-defined]
        p, t = pt(c[2])
        return [StaticEffect((PTBoost(p, t),), attached=word), CombatRule(BLOCKS_IF_ABLE, attached=word)]

    def st_attached_pt_goaded(self, c: list) -> list:
        """'Enchanted creature gets +1/+1 and is goaded.' (701.38b: a goaded creature attacks each combat if
        able, and attacks a player other than the goading player if able: no other player to attack in a
        two-player game, so the requirement is 508.1d's 'attacks each combat if able')."""
        word = self._attached(str(c[0]), c[1])  # type: ignore[attr-defined]
        p, t = pt(c[2])
        return [StaticEffect((PTBoost(p, t),), attached=word), CombatRule(ATTACKS_EACH_COMBAT, attached=word)]

    def st_attached_pt_lure_goaded(self, c: list) -> list:
        """'Enchanted creature gets +3/+3, must be blocked if able, and is goaded.' (509.1c, 701.38b)"""
        word = self._attached(str(c[0]), c[1])  # type: ignore[attr-defined]
        return [*self.st_attached_pt_goaded(c), CombatRule(MUST_BE_BLOCKED, attached=word)]

    def lure_this_turn(self, c: list) -> ApplyContinuous:
        """'All creatures able to block target creature this turn do so.' (a requirement until end of turn)"""
        return ApplyContinuous((AddAbilities(abilities=(CombatRule(LURE, filter=_blockers(c[0])),)),),
                               one_by_one(c[1]))

    def vp_blocks_object(self, c: list) -> VP:
        """'Target creature blocks ~ this turn if able.' (509.1c)"""
        return VP(lambda what: BlockObjectThisTurn(one_by_one(what), c[0]), "object", "gain")

    def may_have_block_object(self, c: list) -> May:
        """'You may have target creature block it this turn if able.' (509.1c; the choice as it resolves)"""
        blocker, attacker = c
        if attacker == blocker:  # 'it' can't be the blocking creature: the source, or the triggering attacker
            attacker = self.scope.default_it or This()  # type: ignore[attr-defined]
        if not isinstance(attacker, This | Triggering):
            raise Unsupported("'block it' where 'it' isn't the source or the creature that triggered it")
        return May(BlockObjectThisTurn(one_by_one(blocker), attacker))

    def vp_cant_block_object(self, c: list) -> VP:
        """"Target creature can't block ~ this turn." (509.1b)"""
        return VP(lambda what: BlockObjectThisTurn(one_by_one(what), c[0], must=False), "object", "gain")

    def vp_blocks_this_turn(self, c: list) -> VP:
        """'Target creature blocks this turn if able.'"""
        return granted_combat_rule(CombatRule(BLOCKS_IF_ABLE))

    def vp_must_be_blocked_this_turn(self, c: list) -> VP:
        """'Target creature must be blocked this turn if able.'"""
        return granted_combat_rule(CombatRule(MUST_BE_BLOCKED))


TRANSFORMER = LureRules
