"""Whole zones moved at once: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class ExileLibrary(EffectNode):
    """'Exile all cards from target player's library' (406.2): every card of the players' libraries."""

    who: unions.Ref

