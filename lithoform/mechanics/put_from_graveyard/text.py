"""Putting cards from graveyards onto the battlefield, the text part: '[each player] puts a creature card from
their graveyard onto the battlefield [tapped]'. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Created
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.put_from_graveyard.nodes import PutFromGraveyard
from lithoform.mechanics.put_from_hand.text import _hand_filter


class PutFromGraveyardRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def put_from_their_graveyard(self, c: list) -> VP:
        """101.4, 110.2a: each player of the subject chooses from their own graveyard."""
        n, what, *rest = c
        if "attacking" in rest:
            raise Unsupported("cards put from a graveyard onto the battlefield tapped and attacking")
        f = _hand_filter(list(self._words(what)))  # type: ignore[attr-defined]
        self.scope.last = Created()  # type: ignore[attr-defined]
        effect = PutFromGraveyard(f, count=_int(n), tapped="tapped" in rest)

        def make(who: Any) -> PutFromGraveyard:
            return PutFromGraveyard(effect.filter, who, effect.count, effect.tapped)

        return VP(make, "player", "put from graveyard")


TRANSFORMER = PutFromGraveyardRules
