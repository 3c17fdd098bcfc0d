"""'the life lost this way': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AmountNode, ConditionNode, EffectNode


class LifeLostThisWay(AmountNode):
    """'You gain life equal to the life lost this way.' (Gray Merchant of Asphodel): the total life players
    lost (119.3) from the earlier instructions of the same resolving spell or ability (608.2c)."""


class LoseLifeTheyLost(EffectNode):
    """'Each opponent loses life equal to the life they lost this turn.' (Warlock Class; 119.3): each player
    `who` stands for loses as much life as they lost this turn so far, all at once."""

    who: unions.Ref


class ExileOwnThings(EffectNode):
    """'exile a permanent you control or a card from your hand or graveyard' (Lich's Mastery, after 'for each 1
    life you lost,'): the controller chooses `count` objects among their permanents and the cards in their hand
    and graveyard, from any mix of those places (its ruling), and exiles them; all of them if there are fewer."""

    count: unions.Amount = 1


class LostLifeAtLeast(ConditionNode):
    """'if a player / an opponent / you lost N or more life this turn' (119.3): whether one such player's total
    life lost this turn (damage, 120.3a, and life paid, 119.4, included; life gained doesn't offset it) is at least
    `amount`. `who`: 'player', 'opponent' (of the controller) or 'you'."""

    who: str
    amount: int
