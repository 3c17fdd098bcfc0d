"""Voting (701.38): the mechanic's tree nodes. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode, ConditionNode, EffectNode, RefNode
from lithoform.cards.nodes.refs import Filter


class Vote(EffectNode):
    """'Starting with you, each player votes for A or B' (701.38a): each player, starting with the controller
    and proceeding in turn order, chooses one of `options`; the resolution remembers the votes."""

    options: tuple[str, ...]


class VoteWins(ConditionNode):
    """'If A gets more votes' (701.38): `option` got more votes than every other option of the resolution's
    last vote; `or_tied`: '... or the vote is tied' (no option got more votes than all the others)."""

    option: str
    or_tied: bool = False


class VotesFor(AmountNode):
    """'for each A vote' (701.38): how many votes `option` got in the resolution's last vote."""

    option: str


class VoteObject(EffectNode):
    """'Starting with you, each player votes for a nonland permanent you don't control.' (701.38a-b): each player,
    starting with the controller and in turn order, chooses one permanent `filter` describes (relative to the
    vote's controller; none of them is targeted); the resolution remembers the votes."""

    filter: Filter


class MostVoted(RefNode):
    """'each permanent with the most votes or tied for most votes' (701.38): the objects of the resolution's last
    vote that got the most votes, none if nobody voted."""
