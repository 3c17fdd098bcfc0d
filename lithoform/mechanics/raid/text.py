"""Raid, the text part: the condition 'you attacked this turn'. Data only."""

from __future__ import annotations

from lithoform.mechanics.raid.nodes import YouAttackedThisTurn


class RaidRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def cond_you_attacked(self, c: list) -> YouAttackedThisTurn:
        """'if you attacked this turn' (raid, 207.2c)."""
        return YouAttackedThisTurn()


TRANSFORMER = RaidRules
