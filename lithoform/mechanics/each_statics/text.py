"""Static abilities of 'each [permanent]', and the suffix 'that's a [subtype] or a [subtype]'. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import AddAbilities, Filter, PTBoost, StaticEffect
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.statics import _boost_by
from lithoform.compiler.values import Suffix, Unsupported, pt


class EachStaticsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _each(self, d: Any) -> Filter:
        """'each creature you control': one permanent at a time, as the plural 'creatures you control'."""
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural:
            raise Unsupported("'each' of something other than permanents")
        return d.filter()

    def st_each_gets(self, c: list) -> StaticEffect:
        return self._singular(StaticEffect((PTBoost(*pt(c[1])),), self._each(c[0])))

    def st_each_gets_keywords(self, c: list) -> StaticEffect:
        return self._singular(StaticEffect((PTBoost(*pt(c[1])), AddAbilities(keywords=tuple(c[2]))),
                                           self._each(c[0])))

    def _singular(self, ability: StaticEffect) -> StaticEffect:
        """Remembers a group named one by one ('each land gets +2/+2'): a following 'as long as it's a creature'
        is about each of them (mechanics/conditional_statics), where after 'creatures get' 'it' is no one of them."""
        self.singular_groups = (*getattr(self, "singular_groups", ()), ability)
        return ability

    def st_each_gets_for_each(self, c: list) -> StaticEffect:
        """'each creature you control gets +1/+1 for each Aura you control'. 'For each other legendary creature'
        (Heroes' Podium) means other than the creature getting the bonus, which the count can't say: refused."""
        if getattr(getattr(c[2], "filter", None), "other", False):
            raise Unsupported("'for each other ...' of each creature getting the bonus")
        return StaticEffect((_boost_by(c[1], c[2]),), self._each(c[0]))

    def thats_kind(self, c: list) -> tuple[str, ...]:
        """One or more subtypes ('a Wolf', 'a Fungus or Saproling', 'a Cat, Elemental, Nightmare, Dinosaur, or Beast':
        Kaheera, the Orphanguard), each a word of its own (205.3)."""
        words = [w for w in self._words(c[0]) if w not in ("or", ",")]  # type: ignore[attr-defined]
        found: list[str] = []
        for w in words:
            try:
                d = describe([w], [])
            except DescriptionError:
                raise Unsupported(f"'that's a {w}'") from None
            if len(d.subtypes) != 1 or d.types or d.colors or d.noun:
                raise Unsupported(f"'that's a {w}' of something other than a subtype")
            found += d.subtypes
        return tuple(found)

    def sfx_thats_a(self, c: list) -> Suffix:
        return Suffix("thats_a", tuple(s for kinds in c for s in kinds))


TRANSFORMER = EachStaticsRules
