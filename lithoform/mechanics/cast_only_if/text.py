"""'Cast this spell only if ...' (601.3), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.mechanics.cast_only_if.nodes import CastOnlyIf


class CastOnlyIfRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_cast_only_if(self, c: list) -> CastOnlyIf:
        return CastOnlyIf(c[0])


TRANSFORMER = CastOnlyIfRules
