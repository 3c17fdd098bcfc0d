"""'You may cast target ... card from your graveyard this turn': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class MayCastFromGraveyardThisTurn(EffectNode):
    """601.3: until the turn ends, the controller may cast the card `what` stands for while it stays in their
    graveyard (the usual timing rules and costs apply; a card that leaves and returns is a new object, 400.7)."""

    what: unions.Ref
