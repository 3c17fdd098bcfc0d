"""Ripple (702.60), its text part: the keyword is a triggered ability that triggers when the spell is cast
(702.60a). Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Trigger, TriggeredAbility
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.ripple.nodes import RippleEffect


class RippleRules:
    """Transformer rules of ripple; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_ripple(self, c: list) -> TriggeredAbility:
        """702.60a: 'When you cast this spell, you may reveal the top N cards of your library ...'; each
        instance triggers separately (702.60b)."""
        n = int(str(c[0]))
        if n <= 0:
            raise Unsupported("ripple 0")
        return TriggeredAbility(Trigger("cast", this=True), RippleEffect(n), keyword="Ripple", text=f"Ripple {n}")


TRANSFORMER = RippleRules
