"""How a creature assigns its combat damage, the text part (510.1a-c): abilities granted by name, read as
combat damage is assigned. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.combat_rule_kinds import (
    ASSIGNS_NO_COMBAT_DAMAGE,
    ATTACKS_DESPITE_DEFENDER,
    DAMAGE_AS_THOUGH_UNBLOCKED,
    DAMAGE_BY_TOUGHNESS,
)
from lithoform.cards.tree import (
    AddAbilities,
    ApplyContinuous,
    CombatRule,
    Filter,
    PTBoost,
    Static,
    StaticEffect,
)
from lithoform.compiler.values import VP, Unsupported, pt

_BY_TOUGHNESS = AddAbilities(keywords=(DAMAGE_BY_TOUGHNESS,))


def _each(d: Any) -> Filter:
    """'each creature (you control with defender)': the creatures an effect applies to."""
    if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural or "Creature" not in d.types:
        raise Unsupported("'each' followed by something other than a kind of creature")
    return d.filter()


class DamageAssignmentRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def st_unblocked_damage(self, c: list) -> Static:
        """'You may have ~ assign its combat damage as though it weren't blocked.' (510.1b-c)"""
        return Static(DAMAGE_AS_THOUGH_UNBLOCKED)

    def st_attached_unblocked_damage(self, c: list) -> StaticEffect:
        """"Enchanted creature's controller may have it assign its combat damage as though it weren't
        blocked." (layer 6: the creature has the ability, its controller chooses)"""
        word = self._attached(str(c[0]), c[1])  # type: ignore[attr-defined]
        return StaticEffect((AddAbilities(keywords=(DAMAGE_AS_THOUGH_UNBLOCKED,)),), attached=word)

    def st_each_unblocked_damage(self, c: list) -> StaticEffect:
        """'As long as ~ is attacking, for each creature you control, you may have that creature assign its
        combat damage as though it weren't blocked.' (Siege Behemoth; 611.3a)"""
        cond, d, that = c[0], c[1], c[2]
        self._only(that, "creature")  # type: ignore[attr-defined]
        if d.zone != "battlefield" or d.plural or d.controller != "you" or d.types != ["Creature"]:
            raise Unsupported("'for each' of something other than creatures you control")
        return StaticEffect((AddAbilities(keywords=(DAMAGE_AS_THOUGH_UNBLOCKED,)),), d.filter(),
                            condition=self._while(cond))  # type: ignore[attr-defined]

    def vp_assigns_no_combat_damage(self, c: list) -> VP:
        """'~ assigns no combat damage this turn' (510.1a)."""
        return VP(lambda what: ApplyContinuous((AddAbilities(keywords=(ASSIGNS_NO_COMBAT_DAMAGE,)),), what),
                  "object", "gain")


    def st_self_by_toughness(self, c: list) -> Static:
        """'~ assigns combat damage equal to its toughness rather than its power.' (510.1a)"""
        return Static(DAMAGE_BY_TOUGHNESS)

    def st_each_by_toughness(self, c: list) -> StaticEffect:
        """'Each creature you control assigns combat damage equal to its toughness rather than its power.'
        (Doran, the Siege Tower: every creature; 510.1a, layer 6 so that the set is read continuously)"""
        return StaticEffect((_BY_TOUGHNESS,), _each(c[0]))

    def st_each_by_toughness_despite_defender(self, c: list) -> list:
        """'Each creature you control with defender assigns combat damage equal to its toughness rather than
        its power and can attack as though it didn't have defender.' (Arcades; 510.1a, 702.3b)"""
        f = _each(c[0])
        return [StaticEffect((_BY_TOUGHNESS,), f), CombatRule(ATTACKS_DESPITE_DEFENDER, affected=f)]

    def st_attached_pt_by_toughness(self, c: list) -> StaticEffect:
        word = self._attached(str(c[0]), c[1])  # type: ignore[attr-defined]
        p, t = pt(c[2])
        return StaticEffect((PTBoost(p, t), _BY_TOUGHNESS), attached=word)


TRANSFORMER = DamageAssignmentRules
