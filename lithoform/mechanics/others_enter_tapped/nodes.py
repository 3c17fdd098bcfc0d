"""'[Permanents] your opponents control enter tapped': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class OthersEnterTapped(AbilityNode):
    """'Snow lands your opponents control enter tapped.' (614.1c): a static ability of a permanent on the
    battlefield; each permanent matching `filter` (its controller read from the ability's controller, so
    'your opponents control' is `controller="opponent"`), as it would exist on the battlefield (614.12),
    enters tapped."""

    filter: Filter
