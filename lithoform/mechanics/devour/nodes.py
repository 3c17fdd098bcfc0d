"""Devour (702.82): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class Devour(AbilityNode):
    """702.82a: 'As this object enters, you may sacrifice any number of creatures. This permanent enters with N
    +1/+1 counters on it for each creature sacrificed this way.' A replacement effect of the entering
    permanent (614.1c)."""

    count: int
    text: str = ""
