"""The durations of a control-changing effect (611.2b), the text part. Data only."""

from __future__ import annotations

YOU_CONTROL_SOURCE = "you_control_source"  # 'for as long as you control ~' (the rules part ends it)
SOURCE_TAPPED = "source_remains_tapped"  # 'for as long as ~ remains tapped' (Vedalken Shackles)
DURATIONS = (YOU_CONTROL_SOURCE, SOURCE_TAPPED)


class ControlDurationRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py); `gain_control` (verbs.py)
    reads the duration they return."""

    def cf_you_control_this(self, c: list) -> str:
        return YOU_CONTROL_SOURCE

    def cf_this_remains_tapped(self, c: list) -> str:
        return SOURCE_TAPPED

    def cf_end_of_your_next_turn(self, c: list) -> str:
        """'until the end of your next turn' (611.2a): rules/turn/steps.py ends it after that turn's cleanup."""
        return "end_of_your_next_turn"

    def cf_this_remains(self, c: list) -> str:
        return "source_leaves"  # 611.2b: ends as ~ leaves the battlefield (rules/zones.py)


TRANSFORMER = ControlDurationRules
