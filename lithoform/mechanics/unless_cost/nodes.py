"""'Sacrifice ~ unless you [cost]' (118.12): the effect node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.costs import Cost


class SacrificeUnlessCost(EffectNode):
    """'Sacrifice ~ unless you return a non-Lair land you control to its owner's hand' (118.12): the
    controller may pay `cost` (one part: sacrifice, return to hand, exile from their graveyard, discard or
    life) as this resolves, if they can (118.3); if they don't, `what` is sacrificed."""

    what: unions.Ref
    cost: Cost
