"""Clash (701.30): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class Clash(EffectNode):
    """'Clash with an opponent' (701.30b): choose an opponent; you and that opponent each clash (701.30a,
    701.30c). `win`: what happens 'if you win' (701.30d)."""

    win: unions.Effect | None = None
