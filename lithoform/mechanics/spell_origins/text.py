"""Spells described by the zone they were cast from (601.2a), the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Suffix


class SpellOriginsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def sfx_cast_from_graveyard(self, c: list) -> Suffix:
        return Suffix("cast_from", "graveyard")

    def sfx_not_cast_from_hand(self, c: list) -> Suffix:
        return Suffix("cast_from", "!hand")


TRANSFORMER = SpellOriginsRules
