"""Mentor (702.134), the text part: "Mentor" means "Whenever this creature attacks, put a +1/+1 counter on
target attacking creature with power less than this creature's power." (702.134a), written with the general
nodes; the power comparison is the filter's `power_less_than_source`, checked as the target is chosen and
again as the ability resolves (608.2b). Each instance triggers separately (702.134b). Data only."""

from __future__ import annotations

from lithoform.cards.tree import Filter, PutCounters, Target, TargetSpec, Trigger, TriggeredAbility

MENTOR = TriggeredAbility(
    trigger=Trigger("attacks", this=True),
    effect=PutCounters("+1/+1", 1, Target(0)),
    targets=(TargetSpec("creature", Filter(attacking=True, power_less_than_source=True)),),
    keyword="Mentor",
    text="Mentor (whenever it attacks, put a +1/+1 counter on target attacking creature with lesser power)",
)


class MentorRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_mentor(self, c: list) -> TriggeredAbility:
        return MENTOR


TRANSFORMER = MentorRules
