"""Training (702.149), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import Trigger, TriggeredAbility
from lithoform.compiler.combat_text import Quoted
from lithoform.mechanics.training.nodes import TRAINS, AttacksWithGreaterPower, Train


class TrainingRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_training(self, c: list) -> TriggeredAbility:
        """702.149a: 'Whenever this creature and at least one other creature with power greater than this
        creature's power attack, put a +1/+1 counter on this creature.' (702.149b: each instance triggers.)"""
        return TriggeredAbility(Trigger("attacks", this=True), Train(), condition=AttacksWithGreaterPower(),
                                keyword="Training", text="Training")

    def token_with_training(self, c: list) -> Quoted:
        """'... token with training' (702.149a)."""
        return Quoted((self.kw_training([]),))

    def trig_trains(self, c: list) -> Trigger:
        """702.149c: 'Whenever ~ trains': a resolving training ability put +1/+1 counters on it."""
        return Trigger(TRAINS, this=True)


TRANSFORMER = TrainingRules
