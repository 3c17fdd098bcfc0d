"""A target and the other objects that share a color with it (radiance), the text part. Data only: imports the cards
and the compiler's basics."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.radiance.nodes import AndSharingColor


class RadianceRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def radiance_sharing(self, c: list) -> AndSharingColor:
        """'target enchantment and each other enchantment that shares a color with it': 'other' is other than the
        target (the rules part leaves the target out), not other than the source."""
        what, others_tok = c
        words = list(self._words(others_tok))  # type: ignore[attr-defined]
        if words[:1] != ["other"]:
            raise Unsupported("'and each' without 'other' before 'that shares a color with it'")
        others = self.desc_of_words(words[1:], [])  # type: ignore[attr-defined]
        if others.noun in ("spell", "card", "ability") or others.zone != "battlefield":
            raise Unsupported("objects sharing a color that aren't permanents")
        ref = AndSharingColor(what, others.filter())
        self.scope.last = ref  # type: ignore[attr-defined]
        return ref


TRANSFORMER = RadianceRules
