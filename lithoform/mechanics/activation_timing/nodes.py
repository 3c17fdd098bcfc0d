"""Activation timing restrictions: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class DuringYourTurn(ConditionNode):
    """'Activate only during your turn[, before attackers are declared] / during your upkeep' (602.5b): it
    is its controller's turn, and (`step`) that step, or (`before_attackers`) no attackers have been
    declared this turn yet (the combat phase's declare attackers step hasn't begun, 508)."""

    step: str = ""
    before_attackers: bool = False
