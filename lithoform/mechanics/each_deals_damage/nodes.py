"""Several objects each dealing damage: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode, RefNode
from lithoform.cards.nodes.refs import Filter, This


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


class TappedThisWay(RefNode):
    """'each Wolf tapped this way' (Master of the Wild Hunt): the permanents matching `filter` that an earlier
    instruction of the resolving ability tapped (701.26a, 608.2c), as they are on the battlefield now."""

    filter: Filter = Filter()


class DealDamageDividedByController(EffectNode):
    """'That creature deals damage equal to its power divided as its controller chooses among any number of those
    Wolves' (608.2c): `source` deals `amount`, which the controller of `source` divides as the effect applies
    among the objects `among` stands for (not targets, so not announced: 601.2d doesn't apply), any number of
    them getting some."""

    source: unions.Ref
    amount: unions.Amount
    among: unions.Ref
