"""Multikicker (702.33c), the text part. Data only.

702.33c: "Multikicker is a variant of the kicker keyword ability. 'Multikicker [cost]' means 'You may pay an
additional [cost] any number of times as you cast this spell.' A multikicker cost is a kicker cost." The spell's
kicker with the `multikicker` flag (the core's announcement asks again after each payment), and the amount
'for each time it was kicked' (TimesKicked)."""

from __future__ import annotations

from lithoform.compiler.values import SpellSetting, mana
from lithoform.mechanics.multikicker.nodes import TimesKicked


class MultikickerRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_multikicker(self, c: list) -> list:
        return [SpellSetting("kicker", mana(c[0])), SpellSetting("multikicker", True)]

    def for_each_time_kicked(self, c: list) -> TimesKicked:
        return TimesKicked()


TRANSFORMER = MultikickerRules
