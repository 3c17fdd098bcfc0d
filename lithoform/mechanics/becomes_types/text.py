"""A permanent that becomes other creature types for good, the text part. Data only: imports the cards and
the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    AddAbilities,
    AddTypes,
    ApplyContinuous,
    Filter,
    RefMatches,
    RemoveTypes,
    SetBasePT,
    This,
)
from lithoform.compiler.descriptions import subtypes
from lithoform.compiler.values import VP, Unsupported, text
from lithoform.mechanics.animated_lands.text import creature_types


class BecomesTypesRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _new_creature_types(self, tok: Any) -> tuple[Any, ...]:
        """205.1b: the object's creature types are replaced by these (its card types and supertypes stay:
        Warden of the First Tree's ruling); layer 4 (613.1d)."""
        known = set(creature_types())
        found = []
        for w in self._words(tok):  # type: ignore[attr-defined]
            sub = subtypes().get(w)
            if sub is None or sub not in known:
                raise Unsupported(f"{w!r} in what a permanent becomes (only creature types)")
            found.append(sub)
        return (RemoveTypes(subtypes=tuple(t for t in creature_types() if t not in found)),
                AddTypes(subtypes=tuple(found)))

    def becomes_types_base_pt(self, c: list) -> VP:
        """'becomes a Human Warrior with base power and toughness 3/3' (613.4b: layer 7b). No duration:
        the effect lasts until the object leaves the battlefield (611.2a; the ruling)."""
        power, toughness = (int(v) for v in text(c[-1]).split("/"))
        parts = (*self._new_creature_types(c[0]), SetBasePT(power, toughness))
        return VP(lambda what: ApplyContinuous(parts, what, until="permanent"), "object", "becomes")

    def becomes_types_self_sentence(self, c: list) -> list:
        return [self.becomes_types_base_pt(c).make(This())]

    def becomes_types_keywords(self, c: list) -> VP:
        """'it becomes a Human Spirit Warrior with trample and lifelink' (layers 4 and 6), for good."""
        parts = (*self._new_creature_types(c[0]), AddAbilities(keywords=tuple(c[1])))
        return VP(lambda what: ApplyContinuous(parts, what, until="permanent"), "object", "becomes")

    def cond_self_is_a(self, c: list) -> RefMatches:
        """'if ~ is a Warrior' (608.2c): checked as the ability resolves, on the object as it is then."""
        f = Filter(subtypes=(self._creature_type(c[0]),))
        return RefMatches(This(), f)

    def _creature_type(self, tok: Any) -> str:
        words = self._words(tok)  # type: ignore[attr-defined]
        sub = subtypes().get(words[0]) if len(words) == 1 else None
        if sub is None or sub not in set(creature_types()):
            raise Unsupported("'if ~ is a ...' other than one creature type")
        return sub


TRANSFORMER = BecomesTypesRules
