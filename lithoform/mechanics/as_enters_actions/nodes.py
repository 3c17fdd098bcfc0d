"""'As ~ enters, <instruction>': the mechanic's tree node. Data only (imports cards/)."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode


class AsEntersDo(AbilityNode):
    """'As Heightened Awareness enters, discard your hand.' (614.1c, 614.12): a replacement effect of the
    entering permanent; its controller follows `effect` as it enters, before it is on the battlefield (nobody
    can respond). Then it enters with `counters` counters of `kind`: only if the instruction was followed
    (`if_done`: 'If you do, ~ enters with ...'), or one for each counter the instruction removed
    (`per_removed`: '... for each counter removed this way')."""

    effect: unions.Effect
    kind: str = ""
    counters: int = 0
    if_done: bool = False
    per_removed: bool = False
    text: str = ""
