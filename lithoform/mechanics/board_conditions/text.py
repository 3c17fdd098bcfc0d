"""Who controls what, as a condition: the text part. Data only."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.nodes.conditions import ControlsAtLeast
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

    def cond_control_with_pt(self, c: list) -> ControlsAtLeast:
        """'you control a 1/1 creature' (Lovestruck Beast): one with exactly that power and toughness (208.1),
        counted as the condition is checked."""
        p, t = (int(x) if x != "x" else None for x in str(c[1]).split("/"))
        if p is None or t is None:
            raise Unsupported("a power and toughness of X that a permanent must have")
        f = uncontrolled_permanents(c[2], "you control")
        f = msgspec.structs.replace(f, power_at_least=p, power_at_most=p, toughness_at_least=t, toughness_at_most=t)
        return ControlsAtLeast(f, _one(c[0]))


TRANSFORMER = BoardConditionsRules
