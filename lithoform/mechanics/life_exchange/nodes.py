"""Exchanging and doubling life totals (701.12c, 701.10d): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import You


class ExchangeLifeTotals(EffectNode):
    """'Exchange life totals with [other]' (701.12c): the controller and the player `other` stands for each gain
    or lose the life needed to equal the other's previous total; if the whole exchange can't be made (119.7:
    one of them can't gain life), none of it is (701.12a)."""

    other: unions.Ref


class DoubleLifeTotal(EffectNode):
    """'Double [player]'s life total' (701.10d): each player `who` stands for gains or loses the life needed for
    a total twice the current one (a negative total doubles too: -10 becomes -20, a loss)."""

    who: unions.Ref = You()
