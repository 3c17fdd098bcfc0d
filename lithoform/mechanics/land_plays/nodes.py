"""Additional land plays this turn (305.2): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode, PartNode


class PlayAdditionalLands(EffectNode):
    """'You may play an additional land this turn.' (305.2): for the rest of the turn, the controller can
    play `count` more lands (an effect of the resolving spell or ability, 611.2a)."""

    count: int = 1


class ExtraLandPlays(PartNode):
    """The continuous effect `PlayAdditionalLands` makes (until end of turn, 514.2): its controller may play
    `count` more lands this turn (305.2). In no layer: it changes a rule, not characteristics."""

    count: int = 1
