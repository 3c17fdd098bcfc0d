"""'each opponent who didn't discard a nonland card this way', the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported, described
from lithoform.mechanics.counts.nodes import CountAtLeast
from lithoform.mechanics.discarded_this_way.nodes import (
    DiscardedThisWay,
    GreatestDiscardedThisWay,
    PlayersWhoDidntDiscard,
)


class DiscardedThisWayRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _didnt_discard(self, c: list, opponents: bool) -> PlayersWhoDidntDiscard:
        n, words = c
        if n != 1:
            raise Unsupported("'who didn't discard' a number of cards")
        try:
            d = describe(list(self._words(words)), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun != "card" or d.plural:
            raise Unsupported("'who didn't discard' something other than a kind of card")
        return PlayersWhoDidntDiscard(d.filter(), opponents)

    def fe_discarded_this_way(self, c: list) -> DiscardedThisWay:
        d = described(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.noun != "card":
            raise Unsupported("'discarded this way' of something other than cards")
        return DiscardedThisWay(d.filter())

    def greatest_discarded_this_way(self, c: list) -> GreatestDiscardedThisWay:
        """'the greatest number of cards a player discarded this way' (Windfall; 608.2c)."""
        return GreatestDiscardedThisWay(self.fe_discarded_this_way(c).filter)

    def cond_discarded_this_way(self, c: list) -> CountAtLeast:
        return CountAtLeast(self.fe_discarded_this_way(c), 1)

    def pl_each_opponent_didnt_discard(self, c: list) -> Any:
        return self._didnt_discard(c, True)

    def pl_each_player_didnt_discard(self, c: list) -> Any:
        return self._didnt_discard(c, False)


TRANSFORMER = DiscardedThisWayRules
