"""Requirements on blocking, the tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class BlockObjectThisTurn(EffectNode):
    """'Target creature blocks ~ this turn if able' (`must`, 509.1c) or "target creature can't block ~ this
    turn" (509.1b): a rule about blocking one attacking creature, granted until end of turn to the creatures
    `what` stands for; the attacker (`attacker`) is the object it is as the effect resolves (400.7)."""

    what: unions.Ref
    attacker: unions.Ref
    must: bool = True
    this_combat: bool = False  # '... block it this combat if able' (provoke, 702.39a): until the combat ends (511.3)
