"""Looking at a hand, its text part: 'look at target player's hand' / 'look at target opponent's hand'. Data
only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import TargetSpec
from lithoform.compiler.values import VP
from lithoform.mechanics.hands.nodes import LookAtHand


class HandsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def look_at_target_player_hand(self, c: list) -> VP:
        who = self.scope.target(TargetSpec("player"))  # type: ignore[attr-defined]
        return VP(lambda _: LookAtHand(who), "you", "look at hand")

    def look_at_target_opponent_hand(self, c: list) -> VP:
        who = self.scope.target(TargetSpec("opponent"))  # type: ignore[attr-defined]
        return VP(lambda _: LookAtHand(who), "you", "look at hand")


TRANSFORMER = HandsRules
