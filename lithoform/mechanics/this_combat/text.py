"""'~ attacked or blocked this combat', the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.mechanics.this_combat.nodes import AttackedOrBlockedThisCombat


class ThisCombatRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_attacked_or_blocked_this_combat(self, c: list) -> AttackedOrBlockedThisCombat:
        """'~ attacked or blocked this combat' (506.1, 508.1k, 509.1g)."""
        return AttackedOrBlockedThisCombat()


TRANSFORMER = ThisCombatRules
