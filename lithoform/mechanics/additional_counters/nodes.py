"""'Each [permanent] enters with an additional [kind] counter on it': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class EachEntersWithAdditional(AbilityNode):
    """'Each other Warrior creature you control enters with an additional +1/+1 counter on it.' (614.1c): each
    permanent matching `filter` as it would exist on the battlefield (614.12) enters with `amount` more
    counters of `kind` (122.6), read from the point of view of this ability's controller."""

    filter: Filter
    kind: str
    amount: int
    text: str = ""
