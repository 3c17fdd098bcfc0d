"""Monstrosity (701.37), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.abilities import Trigger
from lithoform.compiler.values import VP
from lithoform.mechanics.monstrosity.nodes import IsMonstrous, Monstrosity

BECOMES_MONSTROUS = "becomes_monstrous"  # the trigger event (701.37a; rules.py emits it)


class MonstrosityRules:
    """Transformer rules of monstrosity; mixed into `OracleTransformer`."""

    def monstrosity(self, c: list) -> VP:
        amount = c[-1]
        return VP(lambda who: Monstrosity(amount), "you", "monstrosity")

    def cond_monstrous(self, c: list) -> IsMonstrous:
        return IsMonstrous()

    def trig_becomes_monstrous(self, c: list) -> Trigger:
        """'When ~ becomes monstrous': X in its effect is the X it became monstrous with (701.37c), carried
        as the triggered ability's X."""
        self.scope.event_amount = True  # type: ignore[attr-defined]
        return Trigger(BECOMES_MONSTROUS, this=True)


TRANSFORMER = MonstrosityRules
