"""Champion (702.72a), the tree node of its first ability. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class ChampionExile(EffectNode):
    """'Sacrifice it unless you exile another [object] you control' (702.72a): the controller may exile another
    permanent they control that matches `filter` (linked to the source under `key`, 607.2k); if they don't,
    they sacrifice the source."""

    filter: Filter
    key: str = "championed"
