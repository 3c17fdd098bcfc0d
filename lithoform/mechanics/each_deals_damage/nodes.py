"""Several objects each dealing damage: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import This


class EachDealsDamage(EffectNode):
    """'Each [group] deals N damage / damage equal to its power to [recipients]' (120.1, 120.2b): every object
    `sources` stands for as the effect applies is a source of its own damage. `equal_to` ('power'): each
    one's own value, read once before any damage is dealt (608.2h), else `amount`. The
    recipients are `to` ('that creature', 'each opponent'), or each source itself (`to_itself`: Solar
    Blaze)."""

    sources: unions.Ref
    to: unions.Ref = This()
    amount: int = 0
    equal_to: str = ""
    to_itself: bool = False
