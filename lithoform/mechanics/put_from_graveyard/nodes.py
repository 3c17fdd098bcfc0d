"""Putting cards from graveyards onto the battlefield: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter, You


class PutFromGraveyard(EffectNode):
    """'Each player puts a creature card from their graveyard onto the battlefield [tapped]' (Exhume): each of
    the players `who`, in APNAP order (101.4), chooses `count` cards matching `filter` in their own graveyard as
    it resolves (as many as there are, up to `count`); then the chosen cards enter the battlefield at the same
    time, each under its owner's control (110.2a). The permanents are what a later 'that creature' names."""

    filter: Filter = Filter()
    who: unions.Ref = You()
    count: int = 1
    tapped: bool = False
