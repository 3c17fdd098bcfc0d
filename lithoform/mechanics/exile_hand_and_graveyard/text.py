"""'Exile all noncreature, nonland cards from that player's hand and graveyard.', the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import TargetSpec
from lithoform.compiler.values import VP, Unsupported, described
from lithoform.mechanics.exile_hand_and_graveyard.nodes import ExileFromHandAndGraveyard


class ExileHandAndGraveyardRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def exile_all_from_hand_and_graveyard(self, c: list) -> VP:
        d = described(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.noun != "card" or not d.plural:
            raise Unsupported("exiling something other than cards from a hand and a graveyard")
        d.zone = "card"  # wherever the handler looks: the hand and the graveyard (402, 404)
        f = d.filter()
        who = c[1]
        return VP(lambda _you: ExileFromHandAndGraveyard(who, f), "you", "exile from hand and graveyard")

    def hgo_that_player(self, c: list) -> Any:
        return self.pl_that_player(c)  # type: ignore[attr-defined]

    def hgo_target_player(self, c: list) -> Any:
        return self.scope.target(TargetSpec("player"))  # type: ignore[attr-defined]

    def hgo_target_opponent(self, c: list) -> Any:
        return self.scope.target(TargetSpec("opponent"))  # type: ignore[attr-defined]


TRANSFORMER = ExileHandAndGraveyardRules
