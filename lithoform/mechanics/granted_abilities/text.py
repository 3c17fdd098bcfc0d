"""Granted quoted abilities, the text part (113.1a, 613.1f): the abilities in quotation marks are compiled
as lines of their own (compiler.py) and granted in layer 6 by a static ability's continuous effect (611.3).
Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from lithoform.cards.tree import (
    AddAbilities,
    Created,
    CreateToken,
    CreateTokenFor,
    May,
    PTBoost,
    StaticEffect,
)
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.keywords import ward
from lithoform.compiler.values import VP, Marked, SentenceMark, Unsupported, mana, pt


class GrantedAbilitiesRules:
    """Transformer rules of granted quoted abilities; mixed into `OracleTransformer`."""

    def granted_quoted(self, c: list) -> AddAbilities:
        """'"[ability]" and "[ability]"': each quoted text is one ability (113.1a)."""
        abilities = tuple(a for tok in c for a in self.quoted_abilities(tok))  # type: ignore[attr-defined]
        return AddAbilities(abilities)

    def granted_keywords_quoted(self, c: list) -> AddAbilities:
        """'haste and "[ability]"': keywords and quoted abilities granted together (613.1f)."""
        granted = self.granted_quoted(c[1:])
        return AddAbilities(granted.abilities, keywords=c[0])

    def granted_trigger_keyword(self, c: list) -> AddAbilities:
        """'have exalted', 'has persist': the triggered ability the keyword stands for (113.2c: each instance
        triggers on its own, so two such grants give two)."""
        return AddAbilities((c[0],))

    def st_attached_granted(self, c: list) -> StaticEffect:
        """'Enchanted creature has "..."' (Aura or Equipment; 613.1f). 'Enchanted artifact has "..."' (Disruption
        Aura): the ability is granted while the enchanted permanent is an artifact (611.3a)."""
        d: Desc = c[1]
        if c[0] == "enchanted" and d.types == ["Artifact"] and "Aura" in self.face_subtypes:  # type: ignore[attr-defined]
            return StaticEffect((c[2],), d.filter(), attached="enchanted")
        return StaticEffect((c[2],), attached=self._attached(c[0], c[1]))  # type: ignore[attr-defined]

    def st_attached_pt_granted(self, c: list) -> StaticEffect:
        """'Equipped creature gets +1/+1 and has "..."' (613.4c and 613.1f)."""
        p, t = pt(c[2])
        return StaticEffect((PTBoost(p, t), c[3]), attached=self._attached(c[0], c[1]))  # type: ignore[attr-defined]

    def st_attached_ward(self, c: list) -> StaticEffect:
        """'Enchanted creature has ward {2}.' (702.21a)"""
        granted = AddAbilities((ward(mana(c[2])),))
        return StaticEffect((granted,), attached=self._attached(c[0], c[1]))  # type: ignore[attr-defined]

    def st_attached_pt_ward(self, c: list) -> StaticEffect:
        """'Equipped creature gets +2/+0 and has ward {1}.' (613.4c and 613.1f)"""
        p, t = pt(c[2])
        granted = AddAbilities((ward(mana(c[3])),))
        return StaticEffect((PTBoost(p, t), granted), attached=self._attached(c[0], c[1]))  # type: ignore[attr-defined]

    def st_group_granted(self, c: list) -> StaticEffect:
        """'All Slivers have "..."', 'Lands you control have "{T}: Add {G}."' (611.3a: the group is
        determined at every moment)."""
        return StaticEffect((c[1],), c[0])

    def st_each_granted(self, c: list) -> StaticEffect:
        """'Each creature you control with a +1/+1 counter on it has "..."'."""
        d: Desc = c[0]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural:
            raise Unsupported("'each' of something other than permanents")
        return StaticEffect((c[1],), d.filter())

    def st_self_granted_if(self, c: list) -> StaticEffect:
        """'~ has "..." as long as [condition]' (611.3a)."""
        return StaticEffect((c[0],), condition=self._while(c[1]))  # type: ignore[attr-defined]

    def st_if_self_granted(self, c: list) -> StaticEffect:
        """'As long as seven or more cards are in your graveyard, ~ has "..."' (threshold; 611.3a)."""
        return StaticEffect((c[1],), condition=self._while(c[0]))  # type: ignore[attr-defined]

    def st_if_self_pt_granted(self, c: list) -> StaticEffect:
        p, t = pt(c[1])
        return StaticEffect((PTBoost(p, t), c[2]), condition=self._while(c[0]))  # type: ignore[attr-defined]


    def vp_has_quoted(self, c: list) -> VP:
        """'It has "..."', 'They have "..."' after the sentence that created them (mark_created_have)."""
        abilities = self.quoted_abilities(c[0])  # type: ignore[attr-defined]
        return VP(lambda what: Marked("has_quoted", (what, abilities, ())), "object", "have")

    def vp_has_keywords_quoted(self, c: list) -> VP:
        """'It has flying and "..."' after the sentence that created it (mark_created_have)."""
        keywords, abilities = tuple(c[0]), self.quoted_abilities(c[-1])  # type: ignore[attr-defined]
        return VP(lambda what: Marked("has_quoted", (what, abilities, keywords)), "object", "have")


def mark_created_have(mark: SentenceMark, last: Any) -> Any:
    """111.4: 'Create three 1/1 colorless Eldrazi Scion creature tokens. They have "Sacrifice this creature:
    Add {C}."': the quoted abilities are among the tokens' characteristics the effect defines. 'It' goes with
    one token, 'they' with several; anything else is not this mark's."""
    if mark.name != "has_quoted":
        return None
    what, abilities, keywords = mark.effects
    if isinstance(last, May) and isinstance(last.effect, CreateToken | CreateTokenFor):
        changed = mark_created_have(mark, last.effect)  # 'You may create ... It has "..."'
        return None if changed is None else replace(last, effect=changed)
    if not isinstance(what, Created) or not isinstance(last, CreateToken | CreateTokenFor):
        return None
    token = replace(last.token, abilities=tuple(last.token.abilities) + tuple(abilities),
                    keywords=tuple(last.token.keywords) + tuple(k for k in keywords if k not in last.token.keywords))
    return replace(last, token=token)


TRANSFORMER = GrantedAbilitiesRules
MARKS = (mark_created_have,)
