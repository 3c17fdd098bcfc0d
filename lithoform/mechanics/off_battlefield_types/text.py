"""A card's extra types outside the battlefield, the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported, pt
from lithoform.mechanics.off_battlefield_types.nodes import OffBattlefieldTypes


class OffBattlefieldTypesRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_off_battlefield_types(self, c: list) -> OffBattlefieldTypes:
        """113.6, 611.3a: 'as long as ~ isn't on the battlefield, it's a 1/1 Insect creature in addition to its
        other types'."""
        power, toughness = pt(c[0])
        d = self.desc([c[1]])  # type: ignore[attr-defined]
        if d.types != ["Creature"] or d.plural or d.supertypes or d.colors or d.filter() != type(d.filter())(
                types=("Creature",), subtypes=tuple(d.subtypes)):
            raise Unsupported("'in addition to its other types' outside the battlefield: other than a creature type")
        return OffBattlefieldTypes(("Creature",), tuple(d.subtypes), power, toughness)


TRANSFORMER = OffBattlefieldTypesRules
