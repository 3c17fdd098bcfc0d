"""'The greatest power among creatures they control', the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Target
from lithoform.compiler.values import Unsupported, uncontrolled_permanents
from lithoform.mechanics.player_greatest.nodes import GreatestPowerOf


class PlayerGreatestRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def amt_greatest_power_they(self, c: list) -> GreatestPowerOf:
        """'the greatest power among creatures they control': 'they' is the target player named before."""
        who = self.scope.player  # type: ignore[attr-defined]
        spec = self.scope.spec_of(who)  # type: ignore[attr-defined]
        if not isinstance(who, Target) or spec is None or spec.kind not in ("player", "opponent"):
            raise Unsupported("'they control' without a target player named before")
        f = uncontrolled_permanents(self._desc_of(c[0]), "they control")  # type: ignore[attr-defined]
        return GreatestPowerOf(f, who)


TRANSFORMER = PlayerGreatestRules
