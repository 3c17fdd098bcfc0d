"""'[Player]'s life total becomes N' (119.5), the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.refs import EachOpponent, EachPlayer, Filter, You
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.life_total_becomes.nodes import (
    HALF_STARTING,
    HIGHEST,
    LOWEST,
    NUMBER,
    STARTING,
    THEY_CONTROL,
    SetLifeTotal,
)


class LifeTotalBecomesRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def lv_number(self, c: list) -> tuple[str, int]:
        return (NUMBER, int(str(c[0])))

    def lv_starting(self, c: list) -> tuple[str, int]:
        return (STARTING, 0)

    def lv_half_starting(self, c: list) -> tuple[str, int]:
        return (HALF_STARTING, 0)

    def lv_highest(self, c: list) -> tuple[str, int]:
        return (HIGHEST, 0)

    def lv_lowest(self, c: list) -> tuple[str, int]:
        return (LOWEST, 0)

    def lv_they_control(self, c: list) -> tuple[str, int, Filter]:
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        try:
            f = describe(words, []).permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return (THEY_CONTROL, 0, f)

    def lo_you(self, c: list) -> You:
        return You()

    def lo_target_player(self, c: list) -> Any:
        return self.pl_target_player(c)  # type: ignore[attr-defined]

    def lo_target_opponent(self, c: list) -> Any:
        return self.pl_target_opponent(c)  # type: ignore[attr-defined]

    def lo_each_player(self, c: list) -> EachPlayer:
        return EachPlayer()

    def lo_each_opponent(self, c: list) -> EachOpponent:
        return EachOpponent()

    def lo_that_player(self, c: list) -> Any:
        return self.pl_that_player(c)  # type: ignore[attr-defined]

    def life_total_becomes(self, c: list) -> SetLifeTotal:
        """119.5: 'Target player's life total becomes 1.' (Vraska, Relic Seeker), 'Your life total becomes 10.'
        (Angel of Grace), 'Each player's life total becomes the lowest life total among all players.' (Repay
        in Kind)."""
        who, (kind, number, *f) = c[0], c[-1]
        if kind == THEY_CONTROL and isinstance(who, You):
            raise Unsupported("'your life total becomes the number of ... they control'")
        return SetLifeTotal(kind, number, who, f[0] if f else None)


TRANSFORMER = LifeTotalBecomesRules
