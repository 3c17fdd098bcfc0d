"""The amount node of 'its toughness'."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AmountNode
from lithoform.cards.nodes.refs import This


class ToughnessOf(AmountNode):
    """'life equal to its toughness': the object's toughness, or its last known toughness once it has left
    the battlefield (608.2h); a negative toughness counts as 0 (107.1b)."""

    what: unions.Ref = This()
