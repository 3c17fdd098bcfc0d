"""Daybound and nightbound (702.145), the text part of day and night (731): the transformer rules for the
keywords. Data only: imports the cards, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Static


class DayNightRules:
    """Transformer rules of daybound and nightbound; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_daybound(self, c: list) -> Static:
        """702.145b: three static abilities, applied by the engine (the rules part)."""
        return Static("Daybound", text="Daybound")

    def kw_nightbound(self, c: list) -> Static:
        """702.145e: two static abilities, applied by the engine (the rules part)."""
        return Static("Nightbound", text="Nightbound")


TRANSFORMER = DayNightRules
