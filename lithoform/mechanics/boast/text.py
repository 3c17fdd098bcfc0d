"""Boast (702.142), its text part. 'Boast — [Cost]: [Effect]' is rewritten by the compiler
(compiler.py `_boast`) as the activated ability with its two restrictions (602.5b); this mixin reads the
condition. Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.mechanics.boast.nodes import AttackedThisTurn


class BoastRules:
    """Transformer rules of boast; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_self_attacked_this_turn(self, c: list) -> AttackedThisTurn:
        """'Activate only if this creature attacked this turn' (702.142a, 602.5b)."""
        return AttackedThisTurn()


TRANSFORMER = BoastRules
