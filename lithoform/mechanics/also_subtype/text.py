"""'[Object] becomes a [creature type] in addition to its other creature types', the text part: a part of a
resolving effect that adds creature types (layer 4, 613.1d; 205.1b), for the sentence's duration ('Until end of
turn, ...' or a trailing 'until end of turn'; compiler/sentences.py). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import AddTypes, ApplyContinuous, This
from lithoform.compiler.descriptions import creature_subtypes, subtypes
from lithoform.compiler.values import VP, Pending, Unsupported


class AlsoSubtypeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _also_part(self, kind: Any, other: Any) -> AddTypes:
        words = list(self._words(kind))  # type: ignore[attr-defined]
        if list(self._words(other)) != ["other", "creature"]:  # type: ignore[attr-defined]
            raise Unsupported(f"'in addition to its {' '.join(self._words(other))} types'")  # type: ignore[attr-defined]
        found = [subtypes().get(w) for w in words]
        if not words or any(f is None or f not in creature_subtypes() for f in found):
            raise Unsupported(f"becoming '{' '.join(words)}', not only creature types")
        return AddTypes(subtypes=tuple(f for f in found if f))

    def also_subtype(self, c: list) -> VP:
        """205.1b: the creature types are added; with a trailing 'until end of turn' the clause has its own duration
        (514.2), else it waits for the sentence's prefix (a Pending 'types' part)."""
        part = self._also_part(c[0], c[1])
        if len(c) > 2:
            return VP(lambda what: ApplyContinuous((part,), what), "object", "become")
        return VP(lambda what: Pending("types", (part,), what), "object", "becomes")

    def also_subtype_self_sentence(self, c: list) -> list:
        """'~ becomes a Dinosaur in addition to its other creature types until end of turn.' (either duration)."""
        c = [x for x in c if x is not None]
        if c[0] != "until" and c[-1] != "end_of_turn":
            raise Unsupported("a type change without a duration")
        words = [x for x in c if x not in ("until", "end_of_turn")]
        return [ApplyContinuous((self._also_part(words[0], words[1]),), This())]


TRANSFORMER = AlsoSubtypeRules
