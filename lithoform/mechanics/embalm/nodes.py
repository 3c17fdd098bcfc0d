"""Embalm (702.128) and eternalize (702.129): the mechanics' tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class ZombieTokenCopy(EffectNode):
    """'Create a token that's a copy of this card, except it's white, it has no mana cost, and it's a Zombie
    in addition to its other types' (embalm, 702.128a); with `eternalize`, 'except it's black, it's 4/4, ...'
    (702.129a)."""

    eternalize: bool = False
