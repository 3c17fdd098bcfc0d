"""'Exile all creatures ... from the battlefield and all creature cards ... from all graveyards.', the tree node.
Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class ExileFromBattlefieldAndGraveyards(EffectNode):
    """Every permanent that matches `battlefield` and every card of every graveyard that matches `graveyards` is
    exiled, all at the same time (701.13a, 406.2; 603.10a: one instruction)."""

    battlefield: Filter
    graveyards: Filter
