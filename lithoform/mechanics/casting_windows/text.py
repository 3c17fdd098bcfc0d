"""Casting-timing restrictions and flash permissions for a time, the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.casting_windows.nodes import (
    OPPONENTS,
    OWN_TURN,
    PLAYERS,
    SORCERY,
    CastTimingRestriction,
    FlashFor,
)
from lithoform.mechanics.flash_permission.text import flash_filters

UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"  # ContinuousEffect.until (rules/turn/steps.py ends it, 611.2b)


class CastTimingRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _spells(self, desc: object) -> None:
        if list(self._words(desc)) != ["spells"]:  # type: ignore[attr-defined]
            raise Unsupported("a timing restriction on casting some spells only")

    def st_opponents_sorcery_timing(self, c: list) -> CastTimingRestriction:
        self._spells(c[0])
        if list(self._words(c[1])) != ["sorcery"]:  # type: ignore[attr-defined]
            raise Unsupported("casting spells only any time one could cast something other than a sorcery")
        return CastTimingRestriction(OPPONENTS, SORCERY,
                                     "Each opponent can cast spells only any time they could cast a sorcery.")

    def st_players_own_turns(self, c: list) -> CastTimingRestriction:
        self._spells(c[0])
        return CastTimingRestriction(PLAYERS, OWN_TURN, "Players can cast spells only during their own turns.")

    def flash_this_turn(self, c: list) -> list[FlashFor]:
        """'You may cast [creature] spells this turn as though they had flash.' (514.2: until end of turn)"""
        return [FlashFor(flash_filters(list(self._words(c[0]))), "end_of_turn")]  # type: ignore[attr-defined]

    def flash_until_your_next_turn(self, c: list) -> list[FlashFor]:
        """'Until your next turn, you may cast sorcery spells as though they had flash.' (611.2b)"""
        return [FlashFor(flash_filters(list(self._words(c[0]))), UNTIL_YOUR_NEXT_TURN)]  # type: ignore[attr-defined]


TRANSFORMER = CastTimingRules
