"""Processors: the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class PutExiledIntoGraveyard(EffectNode):
    """'put N cards your opponents own from exile into their owners' graveyards' (400.3, 400.7): the
    controller chooses `count` exiled cards opponents own; with fewer there, nothing happens (so 'If you do'
    doesn't follow)."""

    count: int = 1
