"""Riot (702.136): the mechanic's ability node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class Riot(AbilityNode):
    """'You may have this permanent enter with an additional +1/+1 counter on it. If you don't, it gains
    haste.' (702.136a): a replacement effect of the entering permanent (614.1c)."""

    text: str = "Riot"
