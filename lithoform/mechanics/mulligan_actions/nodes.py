"""Actions taken 'any time you could mulligan' (103.5b): the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class MulliganExileHand(AbilityNode):
    """'Any time you could mulligan and ~ is in your hand, you may exile all the cards from your hand, then draw
    that many cards.' (Serum Powder; 103.5b): an ability that functions only in the hand, while its owner would
    declare whether they take a mulligan."""

    text: str = ""
