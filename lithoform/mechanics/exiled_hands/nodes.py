"""'Each player exiles all cards from their hand face down' and 'returns to their hand each card they exiled this
way': the mechanic's tree nodes. Data only: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode

EXILED_FACE_DOWN = "exiled face down"  # the face-down kind of the exiled cards (406.3: no characteristics)


class ExileHandFaceDown(EffectNode):
    """'[Player] exiles all cards from their hand face down' (406.3, 701.13a): every card of each player's hand
    goes to exile face down; no player may look at them (Memory Jar's ruling). The cards exiled this way are what
    a delayed triggered ability made later in the same effect refers to (603.7c). `key`: on a card whose other
    ability names 'cards exiled with ~' (Bottled Cloister), the link the cards are kept under (607.2a); '' none."""

    who: unions.Ref
    key: str = ""


class ReturnExiledThisWay(EffectNode):
    """'[Each player] returns to their hand each card they exiled this way' (in the delayed triggered ability of
    Memory Jar, 603.7c): the cards the effect exiled, still in exile, go back to the hands they came from."""

    who: unions.Ref
