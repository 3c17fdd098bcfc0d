"""Explore (701.44): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class Explore(EffectNode):
    """'[Permanent] explores' (701.44a): its controller reveals the top card of their
    library; a land card goes into their hand; otherwise the permanent gets a +1/+1 counter and the player
    may put the card into their graveyard."""

    what: unions.Ref
