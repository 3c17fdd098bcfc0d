"""Static abilities of a group of permanents, the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.continuous import CANT_BE_BLOCKED
from lithoform.cards.tree import AddAbilities, AddTypes, Filter, PTBoost, StaticEffect
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Suffix, Unsupported, pt

_KINDS = {"enchanted": "Aura", "equipped": "Equipment"}


class GroupStaticsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def sfx_enchanted(self, c: list) -> Suffix:
        return Suffix("attached_by", ("Aura",))

    def sfx_equipped(self, c: list) -> Suffix:
        return Suffix("attached_by", ("Equipment",))

    def sfx_enchanted_or_equipped(self, c: list) -> Suffix:
        return Suffix("attached_by", ("Aura", "Equipment"))

    def sfx_with_attached(self, c: list) -> Suffix:
        """'with an Aura attached to it', 'with another Aura attached to it' (303.4, 301.5): 'another' means one
        other than the source (Daybreak Coronet, itself an Aura)."""
        words = [str(w) for w in self._words(c[-1])]  # type: ignore[attr-defined]
        other = words[:1] == ["another"]
        kinds = {"aura": "Aura", "equipment": "Equipment"}
        if len(words) != 1 + other or words[-1] not in kinds:
            raise Unsupported(f"'with {' '.join(words)} attached to it'")
        return Suffix("attached_by_other" if other else "attached_by", (kinds[words[-1]],))

    def _attached_group(self, word: Any, d: Any) -> Filter:
        """'Enchanted creatures you control': the group of the description with an Aura attached (303.4)."""
        if not d.plural or d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("'enchanted' or 'equipped' of something other than a group of permanents")
        d.attached_by.append(_KINDS[str(word)])
        return d.filter()

    def gs_attached_get(self, c: list) -> StaticEffect:
        p, t = pt(c[2])
        return StaticEffect((PTBoost(p, t),), self._attached_group(c[0], c[1]))

    def gs_attached_have(self, c: list) -> StaticEffect:
        return StaticEffect((AddAbilities(keywords=c[2]),), self._attached_group(c[0], c[1]))

    def gs_attached_get_have(self, c: list) -> StaticEffect:
        p, t = pt(c[2])
        return StaticEffect((PTBoost(p, t), AddAbilities(keywords=c[3])), self._attached_group(c[0], c[1]))

    def gs_cant_be_blocked(self, c: list) -> StaticEffect:
        """509.1b: each permanent of the group can't be blocked while it fits the description (611.3a)."""
        return StaticEffect((AddAbilities(keywords=(CANT_BE_BLOCKED,)),), c[0])

    def gs_are_also(self, c: list) -> StaticEffect:
        """205.1b: the group's permanents have these subtypes (or card types) too (layer 4)."""
        words = [w for w in self._words(c[1])]  # type: ignore[attr-defined]
        kinds: list[Any] = [" ".join(self._words(k)) if k.type == "DESC" else str(k) for k in c[2:]]  # type: ignore[attr-defined]
        if kinds[0] not in ("other", "other creature"):
            raise Unsupported(f"'in addition to their {' '.join(kinds)} types'")
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.types and not (d.subtypes or d.supertypes or d.colors or d.not_types or d.all_types or d.any_of
                            or d.controller is not None or d.noun) and kinds[0] == "other":
            # 205.1b: 'All permanents are artifacts in addition to their other types.' (Mycosynth Lattice): card
            # types added in layer 4
            return StaticEffect((AddTypes(types=tuple(d.types)),), c[0])
        if d.types or d.supertypes or d.colors or d.noun or d.controller is not None or not d.subtypes \
                or d.not_subtypes:
            raise Unsupported("a group being something other than subtypes in addition")
        return StaticEffect((AddTypes(subtypes=tuple(d.subtypes)),), c[0])


TRANSFORMER = GroupStaticsRules
