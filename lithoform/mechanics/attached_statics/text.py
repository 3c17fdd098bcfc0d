"""What an Aura or Equipment does to the creature it's attached to, the text part (301.5, 303.4, 613.1f,
613.4b, 602.5). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.combat_rule_kinds import BLOCKED_ONLY_BY, CAN_BLOCK_ONLY, CANT_ATTACK
from lithoform.cards.nodes.continuous import CANT_BLOCK
from lithoform.cards.tree import (
    ActivationBan,
    AddAbilities,
    AddTypes,
    CombatRule,
    LoseKeywords,
    PTBoost,
    SetBasePT,
    SetColors,
    StaticEffect,
)
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported, pt, text
from lithoform.mechanics.blocked_by.text import complement


class AttachedStaticsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _word(self, c: list) -> str:
        return self._attached(str(c[0]), c[1])  # type: ignore[attr-defined]

    def _ban(self, word: str, abilities: Any, activated: Any) -> ActivationBan:
        """602.5: 'its activated abilities can't be activated'."""
        self._only(abilities, "activated abilities")  # type: ignore[attr-defined]
        self._only(activated, "activated")  # type: ignore[attr-defined]
        return ActivationBan(word)

    def st_attached_loses(self, c: list) -> StaticEffect:
        """613.1f: 'Enchanted creature loses flying.'"""
        return StaticEffect((LoseKeywords(tuple(c[2])),), attached=self._word(c))

    def st_group_loses(self, c: list) -> StaticEffect:
        """613.1f: 'Creatures your opponents control lose infect.' (Melira's ruling: a creature with infect that
        enters later loses it too; one that gains it afterwards has it, timestamp order, 613.7)."""
        return StaticEffect((LoseKeywords(tuple(c[1])),), c[0])

    def _base(self, tok: Any) -> SetBasePT:
        try:
            power, toughness = (int(v) for v in text(tok).split("/"))
        except ValueError:
            raise Unsupported("a base power and toughness that isn't a number") from None
        return SetBasePT(power, toughness)

    def st_attached_base_pt(self, c: list) -> StaticEffect:
        """613.4b: 'Enchanted creature has base power and toughness 0/2.'"""
        return StaticEffect((self._base(c[2]),), attached=self._word(c))

    def st_attached_base_pt_keywords(self, c: list) -> StaticEffect:
        """'Enchanted creature has base power and toughness 8/8 and has trample.' (613.4b, 613.1f)"""
        return StaticEffect((self._base(c[2]), AddAbilities(keywords=tuple(c[3]))), attached=self._word(c))

    def st_attached_ban(self, c: list) -> ActivationBan:
        """602.5: "Enchanted creature's activated abilities can't be activated.\""""
        return self._ban(self._word(c), c[2], c[3])

    def st_attached_cant_block_ban(self, c: list) -> list:
        """"Enchanted creature can't block, and its activated abilities can't be activated." (509.1a, 602.5)"""
        word = self._word(c)
        return [StaticEffect((AddAbilities(keywords=(CANT_BLOCK,)),), attached=word), self._ban(word, c[2], c[3])]

    def st_attached_pt_ban(self, c: list) -> list:
        """"Enchanted creature gets -1/-1, and its activated abilities can't be activated." (613.4c, 602.5)"""
        word = self._word(c)
        p, t = pt(c[2])
        return [StaticEffect((PTBoost(p, t),), attached=word), self._ban(word, c[3], c[4])]

    def st_attached_can_block_only(self, c: list) -> CombatRule:
        """'Enchanted creature can block only creatures with flying.' (509.1b)"""
        d = c[2]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.controller is not None:
            raise Unsupported("blocking something other than a kind of creature")
        return CombatRule(CAN_BLOCK_ONLY, attached=self._word(c), filter=d.filter())

    def st_attached_pt_cant_attack(self, c: list) -> list:
        """"Enchanted creature gets +2/+2 and can't attack." (613.4c, 508.1c)"""
        word = self._word(c)
        p, t = pt(c[2])
        return [StaticEffect((PTBoost(p, t),), attached=word), CombatRule(CANT_ATTACK, attached=word)]

    def st_attached_pt_cant_be_blocked_by(self, c: list) -> list:
        """"Equipped creature gets +1/+1 and can't be blocked by creatures with flying." (613.4c, 509.1b:
        only creatures without flying may block it)"""
        word = self._word(c)
        p, t = pt(c[2])
        d = c[3]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.controller is not None:
            raise Unsupported("'can't be blocked by' something other than a kind of creature")
        return [StaticEffect((PTBoost(p, t),), attached=word),
                CombatRule(BLOCKED_ONLY_BY, attached=word, filter=complement(d.filter()))]

    def _described(self, tok: Any) -> Any:
        words = [w for w in self._words(tok) if w not in ("a", "an")]  # type: ignore[attr-defined]
        try:
            return describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    def st_attached_is_also(self, c: list) -> StaticEffect:
        """205.1b: 'is an Angel in addition to its other types' adds the types (layer 4); 105.3: its colors are
        added too when the text says 'in addition to its other colors', and replace them otherwise (layer 5)."""
        d = self._described(c[2])
        kinds = [" ".join(self._words(k)) if k.type == "DESC" else str(k) for k in c[3:]]  # type: ignore[attr-defined]
        if d.noun or d.not_types or d.not_subtypes or d.controller is not None or not (d.types or d.subtypes):
            raise Unsupported("being something other than types in addition")
        if "other creature" in kinds and (d.types or d.supertypes):
            raise Unsupported("card types 'in addition to its other creature types'")
        if kinds[0] not in ("other", "other creature"):
            raise Unsupported(f"'in addition to its {' '.join(kinds)} types'")
        parts: list[Any] = [AddTypes(tuple(d.types), tuple(d.subtypes), tuple(d.supertypes))]
        if d.colors:
            parts.append(SetColors(tuple(d.colors), added="colors" in kinds))
        return StaticEffect(tuple(parts), attached=self._word(c))

    def st_attached_is_color(self, c: list) -> StaticEffect:
        """105.3: 'Enchanted creature is black.' (layer 5: its colors become black)"""
        d = self._described(c[2])
        if not d.colors or d.types or d.subtypes or d.supertypes or d.noun or d.controller is not None:
            raise Unsupported("'is' something other than a color")
        return StaticEffect((SetColors(tuple(d.colors)),), attached=self._word(c))


TRANSFORMER = AttachedStaticsRules
