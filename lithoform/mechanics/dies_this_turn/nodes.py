"""'When that creature dies this turn, ...': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class WhenThatDies(EffectNode):
    """603.7a, 603.7c: a delayed triggered ability waiting, this turn, for the objects `what` refers to as it is
    created to die; `effect`'s triggering object is the creature that died."""

    what: unions.Ref
    effect: unions.Effect
    leaves: bool = False  # 'when that creature leaves the battlefield this turn' (603.6c): any zone, not only dying
