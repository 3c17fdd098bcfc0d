"""A permanent becoming a copy of another object (707.2, 613.2a): the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class BecomesCopy(EffectNode):
    """'[object] becomes a copy of [object][, except it has this ability].': each permanent `what` refers to
    takes the copiable values of `of` (707.2) from now on (no duration: until it leaves the battlefield or
    another copy effect overwrites it, 613.2a, 613.7); `keeps`: the ability that made it is part of the new
    copiable values (707.9b)."""

    what: unions.Ref
    of: unions.Ref
    keeps: bool = False
