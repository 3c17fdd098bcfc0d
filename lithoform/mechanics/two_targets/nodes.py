"""'target artifact and target enchantment': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import RefNode


class TargetsTogether(RefNode):
    """'Destroy target artifact and target enchantment.' (Hull Breach): the objects of several target slots,
    acted on by one instruction at once (115.1, 608.2c); a target that became illegal isn't affected (608.2b)."""

    slots: tuple[int, ...] = ()
