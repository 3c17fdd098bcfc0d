"""'[Object] isn't a [subtype]', the text part: a part of a resolving effect that removes the subtype (layer 4,
613.1d), waiting for the sentence's duration ('Until end of turn, ...'; compiler/sentences.py). Data only."""

from __future__ import annotations

from lithoform.cards.tree import RemoveTypes
from lithoform.compiler.descriptions import subtypes
from lithoform.compiler.values import VP, Pending, Unsupported


class IsntTypeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def isnt_subtype(self, c: list) -> VP:
        words = self._words(c[0])  # type: ignore[attr-defined]
        if len(words) != 1 or words[0] not in subtypes():
            raise Unsupported(f"'isn't a {' '.join(words)}'")
        part = RemoveTypes(subtypes=(subtypes()[words[0]],))
        return VP(lambda what: Pending("types", (part,), what), "object", "isnt")


TRANSFORMER = IsntTypeRules
