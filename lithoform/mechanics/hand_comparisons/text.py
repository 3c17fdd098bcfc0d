"""Comparing an opponent's hand or life with yours: the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported, replace
from lithoform.mechanics.annihilator.nodes import DefendingPlayer
from lithoform.mechanics.hand_comparisons.nodes import OpponentHasMore, OpponentLifeAtMost


class HandComparisonsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_opponent_more_hand(self, c: list) -> OpponentHasMore:
        """402.1: 'an opponent has [at least N] more cards in hand than you'."""
        by = int(c[0]) if len(c) == 2 else 1
        if list(self._words(c[-1])) != ["cards"]:  # type: ignore[attr-defined]
            raise Unsupported("comparing something other than the number of cards in hand")
        return OpponentHasMore("hand", by)

    def cond_player_more_hand(self, c: list) -> OpponentHasMore:
        """506.2, 402.1: 'defending player has more cards in hand than you' (the attacking source's defending
        player, read when the ability triggers and as it resolves: 603.4)."""
        who = c[0]
        if not isinstance(who, DefendingPlayer):
            raise Unsupported("comparing the hand of a player other than the defending player")
        self.scope.player = who  # type: ignore[attr-defined]  # what a later 'their' names
        return replace(self.cond_opponent_more_hand(c[1:]), who=who)

    def cond_opponent_more_life(self, c: list) -> OpponentHasMore:
        """119.1: 'an opponent has more life than you'."""
        return OpponentHasMore("life")

    def cond_opponent_life_at_most(self, c: list) -> OpponentLifeAtMost:
        """119.1: 'an opponent has 10 or less life'."""
        return OpponentLifeAtMost(int(c[0]))


TRANSFORMER = HandComparisonsRules
