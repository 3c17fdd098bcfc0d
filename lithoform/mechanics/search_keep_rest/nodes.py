"""Searching a library and graveyard for cards to keep and exiling the rest: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class SearchKeepExileRest(EffectNode):
    """'Search your library and graveyard for five cards and exile the rest.' (701.23a): the controller chooses
    `count` cards (all of them when there are fewer) among those `filter` allows in their library and graveyard,
    and exiles every other card of both zones. `put` "top": 'Put the chosen cards on top of your library in any
    order.' (the player orders them; the graveyard's move to the library); "": they stay where they are."""

    count: unions.Amount
    filter: Filter = Filter()
    put: str = ""
