"""Training (702.149): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode, EffectNode

TRAINS = "trains"  # the trigger event 'whenever ~ trains' (702.149c; rules.py fires it)


class AttacksWithGreaterPower(ConditionNode):
    """702.149a: 'this creature and at least one other creature with power greater than this creature's power
    attack': part of the trigger event (603.2), checked as the attackers are declared, not again as the
    ability resolves (it is not an intervening 'if', 603.4)."""


class Train(EffectNode):
    """702.149a: 'put a +1/+1 counter on this creature'; 702.149c: when it does, the creature 'trains'."""
