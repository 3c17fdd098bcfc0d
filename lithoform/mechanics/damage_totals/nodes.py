"""The condition node of mechanics/damage_totals."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class DamageThisTurnAtLeast(ConditionNode):
    """'[~] has dealt N or more damage [to that player] this turn', '[you / an opponent] was dealt N or more damage
    this turn' (120.1, 500.1): the damage of this turn's damage events, summed per recipient player (or over every
    recipient when `to` is 'any'), is at least `amount`. `by_source`: only damage this object dealt (400.7: as this
    object; a new object after a zone change has dealt none). `to`: 'any', 'you', 'opponent' (one opponent's total)
    or 'that_player' (the trigger event's player)."""

    amount: int
    by_source: bool = False
    to: str = "any"
