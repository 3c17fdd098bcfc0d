"""Whole zones moved at once: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode

EXILED_FACE_DOWN = "library exiled face down"  # the face-down kind of the exiled cards (406.3: no characteristics)


class ExileLibrary(EffectNode):
    """'Exile all cards from target player's library' (406.2): every card of the players' libraries; 'exile all
    cards from your library face down' (Inverter of Truth) exiles them face down (406.3)."""

    who: unions.Ref
    face_down: bool = False

