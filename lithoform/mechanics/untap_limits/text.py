"""'can't untap more than N [permanents] during their untap steps' (502.3), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import StaticEffect
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import described
from lithoform.mechanics.untap_limits.nodes import UntapLimit


class UntapLimitRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _untap_limit(self, who: str, n: object, kind: object) -> StaticEffect:
        """502.3: a static ability limiting how many permanents of a kind a player untaps in their untap step."""
        d = described(list(self._words(kind)))  # type: ignore[attr-defined]
        return StaticEffect((UntapLimit(_int(n), who),), d.permanents())

    def st_untap_limit_players(self, c: list) -> StaticEffect:
        return self._untap_limit("players", c[0], c[1])

    def st_untap_limit_you(self, c: list) -> StaticEffect:
        return self._untap_limit("you", c[0], c[1])

    def st_untap_limit_opponents(self, c: list) -> StaticEffect:
        return self._untap_limit("opponents", c[0], c[1])


TRANSFORMER = UntapLimitRules
