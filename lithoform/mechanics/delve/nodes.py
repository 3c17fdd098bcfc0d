"""Delve (702.66): the tree node of the ability linked to it (607.2q). Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class EntersWithDelvedCounters(AbilityNode):
    """'~ enters with a +1/+1 counter on it for each instant and sorcery card exiled with it' (Murktide Regent;
    614.1c): one `kind` counter for each card matching `filter` that was exiled to pay the cost of the spell
    that became this permanent (607.2q) and is still in exile (607.2a)."""

    kind: str
    filter: Filter = Filter()
    text: str = ""
