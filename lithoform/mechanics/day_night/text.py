"""Daybound and nightbound (702.145), the text part of day and night (731): the transformer rules for the
keywords. Data only: imports the cards, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Static, Trigger
from lithoform.mechanics.day_night.nodes import DAY_NIGHT_CHANGES, BecomeDayNight, DayAsEnters, IsDayNight


class DayNightRules:
    """Transformer rules of daybound and nightbound; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_daybound(self, c: list) -> Static:
        """702.145b: three static abilities, applied by the engine (the rules part)."""
        return Static("Daybound", text="Daybound")

    def kw_nightbound(self, c: list) -> Static:
        """702.145e: two static abilities, applied by the engine (the rules part)."""
        return Static("Nightbound", text="Nightbound")

    def st_day_as_enters(self, c: list) -> DayAsEnters:
        """731.1: 'If it's neither day nor night, it becomes day as ~ enters.'"""
        return DayAsEnters(text="If it's neither day nor night, it becomes day as ~ enters.")

    def trig_day_night_changes(self, c: list) -> Trigger:
        """731.1: 'Whenever day becomes night or night becomes day' (not when it first becomes day or night)."""
        return Trigger(DAY_NIGHT_CHANGES)

    def it_becomes_day(self, c: list) -> BecomeDayNight:
        """731.1: 'It becomes day.'"""
        return BecomeDayNight("day")

    def it_becomes_night(self, c: list) -> BecomeDayNight:
        """731.1: 'It becomes night.'"""
        return BecomeDayNight("night")

    def cond_its_day(self, c: list) -> IsDayNight:
        return IsDayNight("day")

    def cond_its_night(self, c: list) -> IsDayNight:
        return IsDayNight("night")


TRANSFORMER = DayNightRules
