"""Ingest (702.115): the mechanic's effect node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class ExileTopOfLibrary(EffectNode):
    """'[That player] exiles the top card of their library' (702.115a, 406.2)."""

    who: unions.Ref
