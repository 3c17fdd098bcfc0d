"""'You may cast Spirit spells as though they had flash.', the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.as_though_flash.nodes import CastAsThoughFlash


class AsThoughFlashRules:
    """Transformer rule; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_cast_as_though_flash(self, c: list) -> CastAsThoughFlash:
        """601.3e: spells of a quality, cast from wherever their owner may cast them."""
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.noun != "spell" or d.controller is not None or d.other:
            raise Unsupported("casting something other than spells as though they had flash")
        return CastAsThoughFlash(d.filter())


TRANSFORMER = AsThoughFlashRules
