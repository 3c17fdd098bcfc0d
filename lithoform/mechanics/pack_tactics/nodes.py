"""Pack tactics (207.2c, an ability word): the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class AttackedWithTotalPower(ConditionNode):
    """'You attacked with creatures with total power N or greater this combat': the creatures the controller
    declared as attackers in this combat (508.1), their total power now (an intervening 'if', 603.4: checked
    as the ability triggers and again as it resolves)."""

    total: int
