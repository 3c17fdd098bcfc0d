"""Umbra armor (702.89), the text part: a static ability the engine knows by name. Data only.

702.89a: "'Umbra armor' means 'If enchanted permanent would be destroyed, instead remove all damage marked on
it and destroy this Aura.'" 702.89b: older cards printed it as "totem armor"; it is the same ability."""

from __future__ import annotations

from lithoform.cards.tree import Static
from lithoform.compiler.values import Unsupported

UMBRA_ARMOR = "Umbra armor"


class UmbraArmorRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_umbra_armor(self, c: list) -> Static:
        if "Aura" not in self.face_subtypes:  # type: ignore[attr-defined]
            raise Unsupported("umbra armor on a permanent that isn't an Aura")
        return Static(UMBRA_ARMOR, text="Umbra armor (if enchanted permanent would be destroyed, instead remove "
                                        "all damage marked on it and destroy this Aura)")


TRANSFORMER = UmbraArmorRules
