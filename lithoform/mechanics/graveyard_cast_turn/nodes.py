"""'You may cast target ... card from your graveyard this turn': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class MayCastFromGraveyardThisTurn(EffectNode):
    """601.3: until the turn ends, the controller may cast the card `what` stands for while it stays in their
    graveyard (the usual timing rules and costs apply; a card that leaves and returns is a new object, 400.7).
    `exile`: 'If that spell would be put into your graveyard this turn, exile it instead.' (Jace, Telepath
    Unbound; 614.1a)."""

    what: unions.Ref
    exile: bool = False


class GainsFlashbackThisTurn(EffectNode):
    """702.34a, 611.2a: until the turn ends, the card `what` stands for (in the controller's graveyard) has
    flashback with a cost equal to its mana cost."""

    what: unions.Ref
