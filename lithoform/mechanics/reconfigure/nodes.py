"""Reconfigure (702.151): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode, EffectNode


class Unattach(EffectNode):
    """'Unattach this permanent' (701.3d): it stays on the battlefield, attached to nothing."""


class AttachedToCreature(ConditionNode):
    """'if this permanent is attached to a creature' (702.151a's second ability; 702.151b: while attached,
    an Equipment with reconfigure isn't a creature)."""
