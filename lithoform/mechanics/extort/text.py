"""Extort (702.101), the text part. Data only.

702.101a: "Extort" means "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life
and you gain life equal to the total life lost this way." 702.101b: each instance triggers separately. Built
from the general nodes: a cost paid on resolution (PayOptional, 608.2d) and the life lost this way
(mechanics/life_lost)."""

from __future__ import annotations

from lithoform.cards.tree import (
    EachOpponent,
    Filter,
    GainLife,
    LifeLostThisWay,
    LoseLife,
    PayOptional,
    Sequence,
    Trigger,
    TriggeredAbility,
    You,
)

EXTORT = TriggeredAbility(
    trigger=Trigger("cast", filter=Filter(controller="you")),
    effect=PayOptional("{W/B}", Sequence((LoseLife(1, EachOpponent()), GainLife(LifeLostThisWay(), You())))),
    keyword="Extort",
    text="Extort (whenever you cast a spell, you may pay {W/B}; if you do, each opponent loses 1 life and you "
         "gain that much life)",
)


class ExtortRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_extort(self, c: list) -> TriggeredAbility:
        return EXTORT


TRANSFORMER = ExtortRules
