"""Lands that gain basic land types (205.1b, 305.6), the text part. Data only: imports the cards and the compiler's
basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.builders import BASIC_MANA
from lithoform.cards.nodes.continuous import CHOSEN_BASIC_LAND_TYPE
from lithoform.cards.tree import AddTypes, ApplyContinuous, Filter, SetLandTypes, StaticEffect
from lithoform.compiler.values import VP, Unsupported

EVERY_BASIC = tuple(BASIC_MANA)  # 305.6: Plains, Island, Swamp, Mountain, Forest


class LandTypesRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _basic_land(self, words: Any) -> None:
        if self._words(words) != ("basic", "land"):  # type: ignore[attr-defined]
            raise Unsupported("'every ... type' of something other than basic land types")

    @staticmethod
    def _lands(f: Filter) -> Filter:
        if f.types != ("Land",):
            raise Unsupported("basic land types given to something other than lands")
        return f

    def st_every_basic_land_type(self, c: list) -> StaticEffect:
        """'Lands you control are every basic land type in addition to their other types.'"""
        self._basic_land(c[1])
        return StaticEffect((AddTypes(subtypes=EVERY_BASIC),), self._lands(c[0]))

    def st_each_is_land_type(self, c: list) -> StaticEffect:
        """'Each land is a Swamp in addition to its other land types.' (Urborg, Tomb of Yawgmoth)"""
        d = c[0]
        if d.zone != "battlefield" or d.plural:
            raise Unsupported("'each' of something other than permanents")
        words = self._words(c[1])  # type: ignore[attr-defined]
        if self._words(c[2]) != ("other", "land") or len(words) != 1:  # type: ignore[attr-defined]
            raise Unsupported("'is a ... in addition to its other ... types' other than a basic land type")
        land_type = words[0].capitalize()
        if land_type not in BASIC_MANA:
            raise Unsupported(f"a land type other than a basic one: {words[0]}")
        return StaticEffect((AddTypes(subtypes=(land_type,)),), self._lands(d.filter()))

    def st_attached_every_basic_land_type(self, c: list) -> StaticEffect:
        """'Enchanted land is every basic land type in addition to its other types.' (Nylea's Presence)"""
        self._basic_land(c[2])
        return StaticEffect((AddTypes(subtypes=EVERY_BASIC),), attached=self._attached(c[0], c[1]))  # type: ignore[attr-defined]

    def _basic_type(self, words: Any) -> str:
        """'mountains' / 'an island': one basic land type (305.6)."""
        ws = self._words(words)  # type: ignore[attr-defined]
        name = ws[0].capitalize() if len(ws) == 1 else ""
        single = {"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain",
                  "Forests": "Forest"}.get(name, name)
        if single not in BASIC_MANA:
            raise Unsupported(f"a land becoming something other than one basic land type: {' '.join(ws)}")
        return single

    def becomes_land_type(self, c: list, until: str = "permanent") -> VP:
        """305.7: 'target land becomes an Island': its land types become that basic land type (layer 4), for
        the sentence's duration, else for as long as it is on the battlefield (611.2a)."""
        kind = self._basic_type(c[0])
        scope = self.scope  # type: ignore[attr-defined]

        def make(what: Any) -> ApplyContinuous:
            spec = scope.spec_of(what)
            lands = spec is not None and (spec.kind == "land" or (spec.filter is not None and spec.filter.types == ("Land",)))
            if not lands:
                raise Unsupported("something other than a target land becoming a basic land type")
            return ApplyContinuous((SetLandTypes((kind,)),), what, until=until)
        return VP(make, "object", "becomes")

    def st_lands_are_land_type(self, c: list) -> StaticEffect:
        """'Nonbasic lands are Mountains.' (Blood Moon; 305.7: the lands' land types become Mountain)"""
        return StaticEffect((SetLandTypes((self._basic_type(c[1]),)),), self._lands(c[0]))

    def st_attached_is_land_type(self, c: list) -> StaticEffect:
        """'Enchanted land is an Island.' (Spreading Seas; 305.7)"""
        if c[1].filter().types != ("Land",):
            raise Unsupported("an enchanted permanent other than a land becoming a land type")
        return StaticEffect((SetLandTypes((self._basic_type(c[2]),)),), attached=self._attached(c[0], c[1]))  # type: ignore[attr-defined]

    def st_attached_is_chosen_type(self, c: list) -> StaticEffect:
        """'Enchanted land is the chosen type.' (Phantasmal Terrain: 305.7, 607.2d)"""
        if c[1].filter().types != ("Land",):
            raise Unsupported("an enchanted permanent other than a land becoming the chosen type")
        return StaticEffect((SetLandTypes((CHOSEN_BASIC_LAND_TYPE,)),), attached=self._attached(c[0], c[1]))  # type: ignore[attr-defined]

    def st_lands_are_chosen_type_too(self, c: list) -> StaticEffect:
        """'Lands you control are the chosen type in addition to their other types.' (Realmwright; 205.1b)"""
        return StaticEffect((AddTypes(subtypes=(CHOSEN_BASIC_LAND_TYPE,)),), self._lands(c[0]))


TRANSFORMER = LandTypesRules
