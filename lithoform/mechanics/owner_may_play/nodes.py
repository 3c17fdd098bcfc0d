"""A card exiled from a looked-at hand that its owner may play: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class ExileFromLookedHand(EffectNode):
    """'You may exile a nonland card from it.' after 'Look at target opponent's hand' (406.2): the controller
    may choose a card matching `filter` from each such player's hand and exile it. With `owner_may_play`: 'For
    as long as that card remains exiled, its owner may play it.' (601.3, 305.1); `more`: 'A spell cast this way
    costs {2} more to cast.' (601.2f)."""

    who: unions.Ref
    filter: Filter | None = None
    owner_may_play: bool = False
    more: str | None = None
