"""Extra counters of every kind (614.1a, 122.1): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class ExtraPlayerCounters(AbilityNode):
    """'If you would get one or more counters, you get that many plus one of each of those kinds of counters
    instead.' (Winding Constrictor): a static ability; its controller gets `plus` more of each kind of counters
    they would get (poison, energy; 122.1, 614.1a)."""

    plus: int = 1
    text: str = ""
