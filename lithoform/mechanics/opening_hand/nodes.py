"""Opening-hand actions (103.6): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class BeginOnBattlefield(AbilityNode):
    """'If ~ is in your opening hand, you may begin the game with it on the battlefield.' (103.6a): an ability
    that functions only in the opening hand, once the mulligan process is complete."""

    text: str = ""
