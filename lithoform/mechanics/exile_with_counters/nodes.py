"""An object exiled with counters on it: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class ExileWithCounters(EffectNode):
    """'Exile [object] with N [kind] counters on it' (701.13a, 122.1): the object goes to exile, then the new
    object there (400.7) gets the counters."""

    what: unions.Ref
    kind: str
    count: int
