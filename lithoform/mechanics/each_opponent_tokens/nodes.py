"""Tokens created for each opponent, attacking that opponent: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.effects_objects import TokenSpec


class CreateAttackingEachOpponent(EffectNode):
    """'For each opponent, create [count] [token] that's tapped and attacking that player or a planeswalker
    they control' (111.1, 508.4): `count` tokens for each opponent (each opponent, not only those attacked:
    Adeline's ruling), each attacking that opponent or a planeswalker they control, chosen as it enters."""

    token: TokenSpec
    count: int = 1
