"""Players revealing the top card of their libraries: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AmountNode, EffectNode
from lithoform.cards.nodes.refs import Filter


class RevealTopEach(EffectNode):
    """'Each player reveals the top card of their library.' (parley; 701.20a): each player `who` stands for, in
    turn order (101.4), reveals the top card of their library (a player with an empty library reveals nothing);
    the cards stay where they are. A later 'for each ... card revealed this way' counts them (RevealedTopCount)."""

    who: unions.Ref


class RevealedTopCount(AmountNode):
    """'for each nonland card revealed this way' after a RevealTopEach of the same resolving spell or ability
    (608.2c): how many of the revealed cards match `filter`, read as they are now."""

    filter: Filter = Filter()
