"""How a creature assigns its combat damage, the text part (510.1a-c): abilities granted by name, read as
combat damage is assigned. Data only."""

from __future__ import annotations

from lithoform.cards.combat_rule_kinds import ASSIGNS_NO_COMBAT_DAMAGE, DAMAGE_AS_THOUGH_UNBLOCKED
from lithoform.cards.tree import AddAbilities, ApplyContinuous, Static, StaticEffect
from lithoform.compiler.values import VP, Unsupported


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


TRANSFORMER = DamageAssignmentRules
