"""Additional land plays this turn (305.2), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import AdditionalLandPlays
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.land_plays.nodes import PlayAdditionalLands


class LandPlaysRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def play_additional_lands(self, c: list) -> list[PlayAdditionalLands]:
        """305.2: 'You may play an additional land this turn.' (Explore)."""
        n, what = c
        self._only(what, "land", "lands")  # type: ignore[attr-defined]
        if not isinstance(n, int):
            raise Unsupported("a variable number of additional lands")
        return [PlayAdditionalLands(n)]

    def st_each_player_additional_lands(self, c: list) -> AdditionalLandPlays:
        """305.2a: 'Each player may play an additional land on each of their turns.' (Rites of Flourishing)"""
        n, what = c[-2], c[-1]
        self._only(what, "land", "lands")  # type: ignore[attr-defined]
        if not isinstance(n, int):
            raise Unsupported("a variable number of additional lands")
        return AdditionalLandPlays(n, each_player=True)


TRANSFORMER = LandPlaysRules
