"""Day and night (731): the tree nodes of the cards that speak of it without being daybound. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, ConditionNode, EffectNode

DAY_NIGHT_CHANGES = "day_night_changes"  # the trigger event 'whenever day becomes night or night becomes day'


class DayAsEnters(AbilityNode):
    """'If it's neither day nor night, it becomes day as ~ enters.' (731.1, 614.12: as it enters)"""

    text: str = ""


class BecomeDayNight(EffectNode):
    """'It becomes day.' / 'It becomes night.' (731.1)"""

    designation: str


class IsDayNight(ConditionNode):
    """'if it's day' / 'if it's night' (731.1)."""

    designation: str
