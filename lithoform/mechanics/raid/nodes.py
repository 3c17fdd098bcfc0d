"""Raid (207.2c): the condition node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class YouAttackedThisTurn(ConditionNode):
    """'if you attacked this turn' (508.1, 508.1k): the ability's controller declared at least `count`
    creatures as attackers this turn ('attacked with two or more creatures this turn': count 2)."""

    count: int = 1


class YouDidntAttackThisTurn(ConditionNode):
    """'if you didn't attack with a creature this turn' (Curious Obsession, See Red; 508.1): the ability's
    controller declared no attackers this turn (the ruling: 'satisfied if any creature has attacked, similar to
    raid abilities')."""

