"""Endurance's sentence, its text part: 'up to one target player' (a player target with no minimum, 601.2c) and
'puts all the cards from their graveyard on the bottom of their library in a random order'. Data only: imports
the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import Target, TargetSpec
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.graveyard_to_bottom.nodes import GraveyardToLibraryBottom


class GraveyardToBottomRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def pl_up_to_target_player(self, c: list) -> Target:
        n = c[0]
        if not isinstance(n, int):
            raise Unsupported("'up to X target players'")
        return self.scope.target(TargetSpec("player", min=0, max=n))  # type: ignore[attr-defined]

    def graveyard_to_library_bottom(self, c: list) -> VP:
        if self._words(c[0]) != ("cards",):  # type: ignore[attr-defined]
            raise Unsupported("'puts all the ... from their graveyard' of some of its cards")
        return VP(lambda who: GraveyardToLibraryBottom(who), "player", "put graveyard on the bottom")


TRANSFORMER = GraveyardToBottomRules
