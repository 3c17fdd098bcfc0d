"""Raid (207.2c), the text part: 'if you attacked this turn', 'if you attacked with two or more creatures this
turn'. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.raid.nodes import YouAttackedThisTurn, YouDidntAttackThisTurn


class RaidRules:
    """Transformer rules of raid's condition; mixed into `OracleTransformer`."""

    def cond_you_attacked(self, c: list) -> YouAttackedThisTurn:
        return YouAttackedThisTurn()

    def cond_you_attacked_with(self, c: list) -> YouAttackedThisTurn:
        words = " ".join(self._words(c[1]))  # type: ignore[attr-defined]
        if words != "creatures":
            raise Unsupported(f"'you attacked with N or more {words} this turn'")
        return YouAttackedThisTurn(int(c[0]))

    def cond_you_didnt_attack(self, c: list) -> YouDidntAttackThisTurn:
        """'if you didn't attack with a creature this turn' (508.1): no attackers declared this turn."""
        words = " ".join(self._words(c[0]))  # type: ignore[attr-defined]
        if words != "creature":
            raise Unsupported(f"'you didn't attack with a {words} this turn'")
        return YouDidntAttackThisTurn()


TRANSFORMER = RaidRules
