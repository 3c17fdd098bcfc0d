"""Whole zones moved at once: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class ExileLibrary(EffectNode):
    """'Exile all cards from target player's library' (406.2): every card of the players' libraries."""

    who: unions.Ref


class ShuffleHandIntoLibrary(EffectNode):
    """'[Player] shuffles their hand into their library' (701.24a): the hand's cards are put into the
    library, which is then shuffled (an empty hand puts nothing there; the library is still shuffled)."""

    who: unions.Ref
