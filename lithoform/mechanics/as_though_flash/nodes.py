"""'You may cast [quality] spells as though they had flash': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class CastAsThoughFlash(AbilityNode):
    """A static ability of a permanent (601.3e): its controller may cast spells matching `filter` as though
    they had flash (702.8a: any time they could cast an instant)."""

    filter: Filter
    text: str = ""
