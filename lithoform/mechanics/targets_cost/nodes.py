"""'if it targets [desc]' (601.2c): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode
from lithoform.cards.nodes.refs import Filter


class SpellTargets(ConditionNode):
    """'if it targets a black permanent': the spell being cast has chosen a target `filter` matches (601.2c:
    targets are chosen before the total cost is determined, 601.2f)."""

    filter: Filter
