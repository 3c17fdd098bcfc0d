"""The reflexive ability of 'When you do, ...': the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.abilities import TriggeredAbility
from lithoform.cards.nodes.base import EffectNode


class TriggerReflexive(EffectNode):
    """603.12: 'When you do, [effect]' after an optional action: when the action was taken, this reflexive
    triggered ability triggers (it is put on the stack the next time a player would receive priority,
    with targets of its own chosen then)."""

    ability: TriggeredAbility
