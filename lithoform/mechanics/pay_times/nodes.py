"""Paying a cost any number of times (603.12): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.abilities import TriggeredAbility
from lithoform.cards.nodes.base import EffectNode


class PayAnyNumberOfTimes(EffectNode):
    """'You may pay [mana] any number of times. When you pay this cost one or more times, [effect]': the
    player chooses how many times and pays that many times the cost on resolution; if one or more, the
    reflexive ability (603.12) triggers with that number as its X ('that many')."""

    mana: str
    then: TriggeredAbility
