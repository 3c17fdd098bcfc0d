"""Searching three zones for cards with a name and exiling them: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class SearchZonesExile(EffectNode):
    """'Search its controller's graveyard, hand, and library for all cards with the same name as that artifact
    and exile them. Then that player shuffles.' (701.23a): the controller of the effect searches the graveyard,
    hand and library of the player `whose` names for cards matching `filter` (which may ask for the chosen name,
    'with that name') whose name is that of `same_as` (a target, read from its last known information, 608.2h;
    None: any name the filter allows), and exiles them (406.3). `amount` -1: all of them (the graveyard's must be
    found; the hand's and library's may be left, 701.23b); 0: any number; N: up to N. `shuffle`: then that player
    shuffles their library (701.24a)."""

    whose: unions.Ref
    filter: Filter = Filter()
    same_as: unions.Ref | None = None
    amount: int = -1
    shuffle: bool = False


class ExileNamedFromHandAndGraveyard(EffectNode):
    """'that player reveals their hand and exiles all cards with that name from their hand and graveyard' (Legion's
    End; 701.20a, 406.3): each player `who` stands for exiles every card of their hand and graveyard matching
    `filter` whose name is that of `same_as` (a target, read from its last known information, 608.2h). No search:
    the hand has been revealed, so none may be left."""

    who: unions.Ref
    same_as: unions.Ref
    filter: Filter = Filter()
