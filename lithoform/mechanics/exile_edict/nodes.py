"""'Each player exiles a creature they control': the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class ExileChosen(EffectNode):
    """Each player `who` stands for chooses `count` permanents matching `filter` that they control and exiles
    them (701.13a); all of them are exiled at the same time."""

    who: unions.Ref
    filter: Filter = Filter()
    count: int = 1


class ReturnChosen(EffectNode):
    """Each player `who` stands for chooses `count` permanents matching `filter` that they control and returns
    them to their owners' hands, all at the same time; `highest`: only among those with the highest mana value
    of them ('with the highest mana value among permanents they control', Dispersal; 202.3)."""

    who: unions.Ref
    filter: Filter = Filter()
    count: int = 1
    highest: bool = False
