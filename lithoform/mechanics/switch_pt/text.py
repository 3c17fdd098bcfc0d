"""Switching power and toughness (613.4d), its text part: 'switch target creature's power and toughness until
end of turn', an effect in layer 7d. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import ApplyContinuous, SwitchPT
from lithoform.compiler.values import VP


class SwitchPTRules:
    """Transformer rules of switching power and toughness."""

    def switch_pt(self, c: list) -> VP:
        """613.4d: the creature's power and toughness are switched until end of turn (514.2), after every other
        power and toughness effect, counters included (613.4c); 611.2c: the affected creature is locked in."""
        what = c[0]
        return VP(lambda who: ApplyContinuous((SwitchPT(),), what, "end_of_turn"), "you", "switch")


TRANSFORMER = SwitchPTRules
