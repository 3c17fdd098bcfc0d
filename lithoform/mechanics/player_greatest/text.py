"""'The greatest power among creatures they control', the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Target
from lithoform.compiler.descriptions import DescriptionError
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.player_greatest.nodes import GreatestPowerOf


class PlayerGreatestRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def amt_greatest_power_they(self, c: list) -> GreatestPowerOf:
        """'the greatest power among creatures they control': 'they' is the target player named before."""
        who = self.scope.player  # type: ignore[attr-defined]
        spec = self.scope.spec_of(who)  # type: ignore[attr-defined]
        if not isinstance(who, Target) or spec is None or spec.kind not in ("player", "opponent"):
            raise Unsupported("'they control' without a target player named before")
        d = self._desc_of(c[0])  # type: ignore[attr-defined]
        try:
            f = d.permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if f.controller is not None:
            raise Unsupported("'they control' after a description naming a controller")
        return GreatestPowerOf(f, who)


TRANSFORMER = PlayerGreatestRules
