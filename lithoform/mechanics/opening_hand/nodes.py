"""Opening-hand actions (103.6): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.abilities import Trigger
from lithoform.cards.nodes.base import AbilityNode


class BeginOnBattlefield(AbilityNode):
    """'If ~ is in your opening hand, you may begin the game with it on the battlefield.' (103.6a): an ability
    that functions only in the opening hand, once the mulligan process is complete."""

    text: str = ""


class RevealFromOpeningHand(AbilityNode):
    """'You may reveal this card from your opening hand. If you do, when each opponent casts their first spell of
    the game, counter that spell unless that player pays {1}.' (103.6b): an ability that functions only in the
    opening hand, once the mulligan process is complete; revealing the card creates the delayed triggered
    ability (603.7a) `trigger` -> `effect`, which lasts the whole game."""

    trigger: Trigger
    effect: unions.Effect
    text: str = ""
