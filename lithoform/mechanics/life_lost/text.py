"""'the life lost this way' (119.3, 608.2c), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import SacrificeChosen, XValue
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.life_lost.nodes import (
    ExileOwnThings,
    LifeLostThisWay,
    LoseLifeTheyLost,
    LostLifeAtLeast,
)


class LifeLostRules:
    """Transformer rule of the amount; mixed into `OracleTransformer`."""

    def amt_life_lost_this_way(self, c: list) -> LifeLostThisWay:
        """'You gain life equal to the life lost this way.' (Gray Merchant of Asphodel)."""
        return LifeLostThisWay()

    def cond_player_lost_life_at_least(self, c: list) -> LostLifeAtLeast:
        """'if a player lost 4 or more life this turn' (119.3): one player's loss this turn, at least N."""
        return LostLifeAtLeast("player", int(c[0]))

    def cond_opponent_lost_life_at_least(self, c: list) -> LostLifeAtLeast:
        return LostLifeAtLeast("opponent", int(c[0]))

    def cond_you_lost_life_at_least(self, c: list) -> LostLifeAtLeast:
        return LostLifeAtLeast("you", int(c[0]))

    def lose_life_they_lost(self, c: list) -> VP:
        """'each opponent loses life equal to the life they lost this turn' (119.3)."""
        return VP(lambda who: LoseLifeTheyLost(who), "player", "lose")

    def fe_life_you_lost(self, c: list) -> XValue:
        """'for each 1 life you lost' in a 'whenever you lose life' ability (119.3): the life its trigger event
        lost (the triggered ability's X, as 'that much')."""
        if int(c[0]) != 1 or not self.scope.event_amount:  # type: ignore[attr-defined]
            raise Unsupported("'for each N life you lost' outside a trigger on losing life")
        return XValue()

    def edict_for_each(self, c: list) -> VP:
        """'sacrifice a permanent for each 1 life you lost' (701.21a): 'sacrifice N [permanents]' with N times
        the count; as 'each player sacrifices X lands', counted as it resolves."""
        n, d, per = c
        if n != 1 or d.plural:
            raise Unsupported("'sacrifice N ... for each' of more than one")
        try:
            f = d.permanents()
        except ValueError as e:  # (a description of no permanent)
            raise Unsupported(str(e)) from None
        return VP(lambda who: SacrificeChosen(who, f, 0, amount=per), "player", "edict")

    def exile_own_things(self, c: list) -> VP:
        """406.2: 'exile a permanent you control or a card from your hand or graveyard' (Lich's Mastery)."""
        words = (tuple(self._words(c[1])), tuple(self._words(c[3])))  # type: ignore[attr-defined]
        if (c[0], c[2]) != (1, 1) or words != (("permanent",), ("card",)):
            raise Unsupported("exiling something other than a permanent or a card of your own")
        return VP(lambda who: ExileOwnThings(), "you", "exile")


TRANSFORMER = LifeLostRules
