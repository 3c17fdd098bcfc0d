"""Overload (702.96), the text part. Data only.

702.96a: "Overload [cost]" means "You may choose to pay [cost] rather than pay this spell's mana cost." 702.96b:
"If a spell's overload cost was paid, its text is changed by replacing all instances of the word 'target' with
the word 'each.'" The keyword is a spell setting; the compiler (compiler.py, `_overload`) compiles the changed
text and makes the alternative cost that replaces the spell's effect and targets with it."""

from __future__ import annotations

from lithoform.compiler.values import SpellSetting, Unsupported, mana

OVERLOAD = "overload"


class OverloadRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_overload(self, c: list) -> SpellSetting:
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:
            raise Unsupported("overload on a permanent card")
        return SpellSetting(OVERLOAD, mana(c[0]))


TRANSFORMER = OverloadRules
