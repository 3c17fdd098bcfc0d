"""Static abilities of a group of permanents, the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.continuous import CANT_BE_BLOCKED
from lithoform.cards.tree import AddAbilities, AddTypes, StaticEffect
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported


class GroupStaticsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def gs_cant_be_blocked(self, c: list) -> StaticEffect:
        """509.1b: each permanent of the group can't be blocked while it fits the description (611.3a)."""
        return StaticEffect((AddAbilities(keywords=(CANT_BE_BLOCKED,)),), c[0])

    def gs_are_also(self, c: list) -> StaticEffect:
        """205.1b: the group's permanents have these subtypes too (layer 4)."""
        words = [w for w in self._words(c[1])]  # type: ignore[attr-defined]
        kinds: list[Any] = [" ".join(self._words(k)) if k.type == "DESC" else str(k) for k in c[2:]]  # type: ignore[attr-defined]
        if kinds[0] not in ("other", "other creature"):
            raise Unsupported(f"'in addition to their {' '.join(kinds)} types'")
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.types or d.supertypes or d.colors or d.noun or d.controller is not None or not d.subtypes \
                or d.not_subtypes:
            raise Unsupported("a group being something other than subtypes in addition")
        return StaticEffect((AddTypes(subtypes=tuple(d.subtypes)),), c[0])


TRANSFORMER = GroupStaticsRules
