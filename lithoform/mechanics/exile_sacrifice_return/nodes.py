"""The three-step mass zone change of Living End: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class ExileSacrificeReturn(EffectNode):
    """'Each player exiles all [exiled] cards from their graveyard, then sacrifices all [sacrificed] they
    control, then puts all cards they exiled this way onto the battlefield.' Each step is done by all players
    at the same time (Living End's ruling), and only the cards of the first step return."""

    exiled: Filter
    sacrificed: Filter
