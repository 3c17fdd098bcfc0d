"""Addendum's condition, the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.addendum.nodes import CastDuringYourMainPhase


class AddendumRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_cast_during_your_main(self, c: list) -> CastDuringYourMainPhase:
        return CastDuringYourMainPhase()


TRANSFORMER = AddendumRules
