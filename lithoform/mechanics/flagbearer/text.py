"""Flagbearers, the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.flagbearer.nodes import MustTargetFlagbearer


class FlagbearerRules:
    """Transformer rule; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_must_target_flagbearer(self, c: list) -> MustTargetFlagbearer:
        self._only(c[0], "spell")  # type: ignore[attr-defined]
        self._only(c[1], "ability")  # type: ignore[attr-defined]
        words = tuple(self._words(c[2]))  # type: ignore[attr-defined]
        if words != ("flagbearer",):
            raise Unsupported(f"'must choose at least one {' '.join(words)}'")
        return MustTargetFlagbearer()


TRANSFORMER = FlagbearerRules
