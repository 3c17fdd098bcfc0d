"""'each opponent who didn't discard a nonland card this way': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode, RefNode
from lithoform.cards.nodes.refs import Filter


class PlayersWhoDidntDiscard(RefNode):
    """'each opponent who didn't discard a nonland card this way' (Kroxa, Titan of Death's Hunger), 'each player
    who didn't discard a creature card this way' (Strongarm Tactics): the opponents of the controller (or every
    player, `opponents` False), in turn order, none of whose cards discarded earlier in this resolution (701.9a)
    matches `filter`; a player who discarded nothing is one of them."""

    filter: Filter = Filter()
    opponents: bool = True
    PLAYERS = True  # a reference to players, not objects (compiler/values.py Scope.is_player)


class DiscardedThisWay(AmountNode):
    """'for each nonland card discarded this way' (Seasoned Pyromancer): how many of the cards discarded earlier
    in this resolution (701.9a) match `filter`, each as the new object it became (400.7)."""

    filter: Filter = Filter()


class GreatestDiscardedThisWay(AmountNode):
    """'the greatest number of cards a player discarded this way' (Windfall): the most cards matching `filter` that
    any one player discarded earlier in this resolution (701.9a; a discarded card is its owner's, 404.2)."""

    filter: Filter = Filter()
