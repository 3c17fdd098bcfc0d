"""Who controls what, as a condition: the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.values import Unsupported, uncontrolled_permanents
from lithoform.mechanics.board_conditions.nodes import (
    AnyPlayerControls,
    MoreCardsInHandThanEachOpponent,
    NoOpponentControls,
)
from lithoform.mechanics.opponent_controls.nodes import OpponentControlsAtLeast


def _uncontrolled(d: Any) -> Any:
    """The permanents of a description that names no controller ('a black permanent')."""
    return uncontrolled_permanents(d, "... controls")


def _one(n: Any) -> int:
    """'a'/'an' (one): a number of permanents in these conditions is read only as 'a'."""
    if n != 1:
        raise Unsupported("a number of permanents other than 'a' that a player controls")
    return 1


class BoardConditionsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_opponent_controls_a(self, c: list) -> OpponentControlsAtLeast:
        """'an opponent controls a black permanent': one or more (102.3)."""
        return OpponentControlsAtLeast(_uncontrolled(c[-1]), _one(c[0]))

    def cond_any_player_controls(self, c: list) -> AnyPlayerControls:
        _one(c[0])
        return AnyPlayerControls(_uncontrolled(c[-1]))

    def cond_no_opponent_controls(self, c: list) -> NoOpponentControls:
        if len(c) == 2:
            _one(c[0])
        return NoOpponentControls(_uncontrolled(c[-1]))

    def cond_more_hand_than_each(self, c: list) -> MoreCardsInHandThanEachOpponent:
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return MoreCardsInHandThanEachOpponent()


TRANSFORMER = BoardConditionsRules
