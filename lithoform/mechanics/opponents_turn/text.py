"""'Whenever you cast a spell during an opponent's turn' (Brineborn Cutthroat), the text part: a cast trigger
(601.2i) with a condition of its own, checked as the spell is cast (603.2) and again as it resolves (603.4: the
turn can't change while it waits). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Trigger, YourTurn
from lithoform.mechanics.opponents_turn.nodes import OpponentsTurn


class OpponentsTurnRules:
    """Transformer rule; mixed into `OracleTransformer` (compiler/transform.py)."""

    def trig_cast_opponents_turn(self, c: list) -> tuple[Trigger, OpponentsTurn]:
        trigger: Any = self.trig_cast(c)  # type: ignore[attr-defined]
        return trigger, OpponentsTurn()

    def trig_cast_your_turn(self, c: list) -> tuple[Trigger, YourTurn]:
        """'... during your turn' (500): the same, in the turn of the ability's controller."""
        trigger: Any = self.trig_cast(c)  # type: ignore[attr-defined]
        return trigger, YourTurn()


TRANSFORMER = OpponentsTurnRules
