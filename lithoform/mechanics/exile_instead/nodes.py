"""'Exile it instead' (614.1a): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, EffectNode, RefNode
from lithoform.cards.nodes.refs import Filter


class DealtDamageThisWay(RefNode):
    """'a creature dealt damage this way' (608.2c): the permanents matching `filter` that the resolving spell
    or ability has dealt damage to so far (120.1), as it resolves."""

    filter: Filter


class LeavesExileInstead(AbilityNode):
    """'If ~ would leave the battlefield, exile it instead of putting it anywhere else.' (614.1a): a
    replacement effect on this permanent's own zone change."""

    text: str = ""


class ReplaceDiesThisTurnAll(EffectNode):
    """'If a creature would die this turn, exile it instead.' (614.1a, 611.2a): a replacement effect until the turn
    ends for every permanent matching `affected` as it would die, whenever it entered (not locked in, 611.2c)."""

    affected: Filter
    to: str = "exile"

