"""The tree node of 'you may cast [kinds of] spells as though they had flash'."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class CastAsThoughFlash(AbilityNode):
    """A static ability of a permanent: its controller may cast spells matching any of `filters` any time
    they could cast an instant (702.8a), from wherever they may cast them."""

    filters: tuple[Filter, ...] = (Filter(),)
    text: str = ""
