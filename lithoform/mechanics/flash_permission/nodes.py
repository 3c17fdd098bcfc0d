"""The tree node of 'you may cast [kinds of] spells as though they had flash'."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class CastAsThoughFlash(AbilityNode):
    """A static ability of a permanent: its controller may cast spells matching any of `filters` any time
    they could cast an instant (702.8a), from wherever they may cast them."""

    filters: tuple[Filter, ...] = (Filter(),)
    text: str = ""


class SelfFlash(AbilityNode):
    """'You may cast ~ as though it had flash' (702.8a): a static ability of the card itself, which functions
    wherever the card may be cast from (601.3), while `condition` holds ('If you control a creature with
    power 4 or greater, ...', 'As long as you control a green or blue permanent, ...')."""

    condition: unions.Condition | None = None
    text: str = ""
    # 'if you pay {2} more to cast it' (601.2f): the permission's additional cost (then cast under the
    # permission named 'flash', rules.py)
    extra: str | None = None
    # '... If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes
    # sacrifices it at the beginning of the next cleanup step.' (Spider Climb; 307.1, 514.3a)
    cleanup_sacrifice: bool = False
