"""Combat restrictions and requirements, the text part (508.1c-d, 509.1b-c). Data only: imports the cards and
the compiler's basics."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.combat_rule_kinds import (
    ATTACKS_EACH_COMBAT,
    BLOCKED_ONLY_BY,
    BLOCKS_IF_ABLE,
    CANT_ATTACK,
    CANT_BLOCK_AT_ALL,
)
from lithoform.cards.tree import (
    CANT_ATTACK_KW,
    CANT_BE_BLOCKED,
    CANT_BLOCK,
    AddAbilities,
    ApplyContinuous,
    CombatRule,
    Each,
    EachControlledBy,
    Filter,
    Static,
)
from lithoform.compiler.values import VP, Marked, Unsupported
from lithoform.mechanics.block_limits.text import granted_combat_rule, one_by_one


def _keywords_this_turn(*keywords: str) -> VP:
    """508.1c, 509.1b: a restriction until end of turn (514.2). On a group ('Creatures can't attack this
    turn') it changes the rules, so it also applies to creatures that match later (611.2c): the engine keeps
    these keywords as rules parts for `Each` (effects/interpreter.py); a group it can't re-read is refused."""
    def make(what: Any) -> ApplyContinuous:
        if isinstance(what, EachControlledBy):
            raise Unsupported("a combat restriction this turn on the creatures a chosen player controls")
        if isinstance(what, Each):
            _fixed_group(what.filter)
        return ApplyContinuous((AddAbilities(keywords=keywords),), what)

    return VP(make, "object", "gain")


def _fixed_group(f: Filter) -> None:
    """A group re-read as creatures match later (611.2c) must not depend on the resolution: no amount counted
    as it resolves ('each creature with mana value X'), and no 'other' (Intimidation Bolt's 'other creatures'
    are those other than its target, not other than the spell)."""
    if f.other or any(isinstance(getattr(f, name), msgspec.Struct) for name in f.__struct_fields__):
        raise Unsupported("a combat restriction this turn on a group read from the resolving effect")


def _creatures(f: Filter) -> Filter:
    if f.types and "Creature" not in f.types:
        raise Unsupported("an attack or block restriction on something other than creatures")
    return f


def _condition(cond: Any) -> Any:
    if isinstance(cond, Marked):
        raise Unsupported("a condition that needs the sentence after it")
    return cond


class CombatBansRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def cb_cant_attack_this_turn(self, c: list) -> VP:
        """"Target creature can't attack this turn." (508.1c)"""
        return _keywords_this_turn(CANT_ATTACK_KW)

    def cb_cant_attack_or_block_this_turn(self, c: list) -> VP:
        """"Target creature can't attack or block this turn." (508.1c, 509.1b)"""
        return _keywords_this_turn(CANT_ATTACK_KW, CANT_BLOCK)

    def cb_attacks_this_turn(self, c: list) -> VP:
        """'Target creature attacks this turn if able.' (a requirement, 508.1d)"""
        return granted_combat_rule(CombatRule(ATTACKS_EACH_COMBAT))

    def cb_attacks_this_combat(self, c: list) -> VP:
        """'... attacks this combat if able.' (508.1d): a requirement that ends with the combat phase (511.3), so a
        later combat phase of the turn has none."""
        rule = CombatRule(ATTACKS_EACH_COMBAT)
        return VP(lambda what: ApplyContinuous((AddAbilities(abilities=(rule,)),), one_by_one(what),
                                               until="end_of_combat"), "object", "gain")

    def cb_attacks_or_blocks_this_turn(self, c: list) -> VP:
        """'Target creature attacks or blocks this turn if able.' (508.1d, 509.1c)"""
        attacks, blocks = CombatRule(ATTACKS_EACH_COMBAT), CombatRule(BLOCKS_IF_ABLE)
        return VP(lambda what: ApplyContinuous((AddAbilities(abilities=(attacks, blocks)),), one_by_one(what)),
                  "object", "gain")

    def cb_group_cant_attack(self, c: list) -> CombatRule:
        """"Creatures without flying can't attack." (Moat; 508.1c): checked as attackers are declared."""
        return CombatRule(CANT_ATTACK, affected=_creatures(c[0]))

    def cb_group_cant_block(self, c: list) -> CombatRule:
        """"Black creatures can't block." (509.1b)"""
        return CombatRule(CANT_BLOCK_AT_ALL, affected=_creatures(c[0]))

    def cb_group_cant_attack_or_block(self, c: list) -> list:
        f = _creatures(c[0])
        return [CombatRule(CANT_ATTACK, affected=f), CombatRule(CANT_BLOCK_AT_ALL, affected=f)]

    def cb_self_cant_attack_or_block(self, c: list) -> list:
        """"~ can't attack or block." (508.1c, 509.1b)"""
        return [CombatRule(CANT_ATTACK), CombatRule(CANT_BLOCK_AT_ALL)]

    def cb_self_cant_attack(self, c: list) -> CombatRule:
        """"~ can't attack." (508.1c)"""
        return CombatRule(CANT_ATTACK)

    def cb_cant_attack_or_block_unless(self, c: list) -> list:
        """"~ can't attack or block unless you control another Giant." (508.1c, 509.1b): the condition is read
        as attackers or blockers are declared (611.3a)."""
        cond = _condition(c[0])
        return [CombatRule(CANT_ATTACK, condition=cond, unless=True),
                CombatRule(CANT_BLOCK_AT_ALL, condition=cond, unless=True)]

    def cb_cant_block_unless(self, c: list) -> CombatRule:
        """"~ can't block unless you control another Minotaur." (509.1b)"""
        return CombatRule(CANT_BLOCK_AT_ALL, condition=_condition(c[0]), unless=True)

    def cb_cant_attack_if(self, c: list) -> CombatRule:
        """"~ can't attack if defending player controls an untapped creature with power 3 or greater." (508.1c:
        read as attackers are declared; 506.2: in a two-player game the defending player is the opponent)"""
        return CombatRule(CANT_ATTACK, condition=_condition(c[0]))

    def cb_cant_block_if(self, c: list) -> CombatRule:
        """"~ can't block if you control an untapped land." (509.1b: checked as blockers are declared)"""
        return CombatRule(CANT_BLOCK_AT_ALL, condition=_condition(c[0]))

    def cb_cant_be_blocked_if(self, c: list) -> Any:
        """"~ can't be blocked if you've cast a historic spell this turn." (509.1b): 'can't be blocked' granted in
        layer 6 while the condition holds (611.3a), as with 'as long as'."""
        return self._gated(Static(CANT_BE_BLOCKED), _condition(c[0]))  # type: ignore[attr-defined]

    def cb_cant_attack_or_block_if(self, c: list) -> list:
        """"~ can't attack or block if an enchantment is on the battlefield." (508.1c, 509.1b)"""
        cond = _condition(c[0])
        return [CombatRule(CANT_ATTACK, condition=cond), CombatRule(CANT_BLOCK_AT_ALL, condition=cond)]

    def cb_blocked_only_by_this_turn(self, c: list) -> VP:
        """"Target creature can't be blocked this turn except by Walls." (509.1b, until end of turn)"""
        rule = self._blocked_only_by(self.blockers_desc([c[0]]))  # type: ignore[attr-defined]
        return granted_combat_rule(rule)

    def cb_blocked_only_by_with_this_turn(self, c: list) -> VP:
        """"~ can't be blocked this turn except by creatures with haste." (Gingerbrute; 509.1b)"""
        d = self._desc_of(c[0])  # type: ignore[attr-defined]
        if d.plural is False or d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("blockers described as something other than creatures")
        keyword = c[1] if isinstance(c[1], str) else str(c[1])
        f = d.filter()
        return granted_combat_rule(CombatRule(BLOCKED_ONLY_BY, filter=msgspec.structs.replace(f, keywords=(keyword,))))


TRANSFORMER = CombatBansRules
