"""'for each creature destroyed this way': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode
from lithoform.cards.nodes.refs import Filter


class DestroyedThisWay(AmountNode):
    """'for each creature destroyed this way' (Fumigate): how many permanents matching `filter` (as they last
    existed on the battlefield, 608.2h) the earlier instructions of the same resolving spell or ability destroyed
    (701.8a, 608.2c)."""

    filter: Filter = Filter()


class SacrificedThisWay(AmountNode):
    """'for each artifact sacrificed this way' (Visions of Ruin): how many permanents matching `filter` (as they
    last existed on the battlefield, 608.2h) were sacrificed while this spell or ability has been resolving
    (701.21a, 608.2c)."""

    filter: Filter = Filter()


class GraveyardThisWay(AmountNode):
    """'for each permanent put into a graveyard this way' (Terastodon): how many permanents matching `filter` (as
    they last existed on the battlefield, 608.2h) went from the battlefield to a graveyard during this resolution
    (608.2c); one exiled instead (Rest in Peace, 614.1a) wasn't."""

    filter: Filter = Filter()


class ReturnedToHandThisWay(AmountNode):
    """'for each card returned to your hand this way' (Paradoxical Outcome): how many cards matching `filter` that
    its controller owns this resolution put into their hand (608.2c); a token isn't a card (111.1), and a
    permanent its controller controlled but didn't own went to another hand (the card's ruling)."""

    filter: Filter = Filter()
