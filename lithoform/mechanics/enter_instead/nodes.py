"""'If ~ would enter, sacrifice [discard] ... instead. If you do, put ~ onto the battlefield. If you don't, put it
into its owner's graveyard.' (614.1a): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class SacrificeToEnter(AbilityNode):
    """A replacement effect of the permanent itself (614.1a): as it would enter the battlefield, its controller
    sacrifices `count` permanents matching `filter` (`discard`: may discard a card matching `filter` from their
    hand, Mox Diamond); if they do, it enters; if they don't, it is put into its owner's graveyard instead."""

    filter: Filter
    count: int = 1
    discard: bool = False
    text: str = ""
