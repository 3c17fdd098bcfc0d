"""Cumulative upkeep (702.24), its text part: the triggered ability 'cumulative upkeep {cost}' stands for,
and its transformer rule. Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import CumulativeUpkeep, Trigger, TriggeredAbility, Triggering
from lithoform.cards.trigger_events import CUMULATIVE_UPKEEP_UNPAID
from lithoform.compiler.values import Unsupported, as_int, mana


def cumulative_upkeep(cost: str, life: int = 0, text: str = "", exile_top: int = 0) -> TriggeredAbility:
    """702.24a: 'At the beginning of your upkeep, if this permanent is on the battlefield, put an age counter
    on this permanent. Then you may pay [cost] for each age counter on it. If you don't, sacrifice it.'"""
    return TriggeredAbility(
        trigger=Trigger("step", step="upkeep", whose="your"),
        effect=CumulativeUpkeep(cost, life, exile_top),
        keyword="Cumulative upkeep",
        text=text or (f"Cumulative upkeep—Pay {life} life" if life else f"Cumulative upkeep {cost}"),
    )


def _one_color(symbol: str) -> bool:
    """'{G}': one colored mana symbol (a hybrid symbol is made of two of these)."""
    return len(symbol) == 3 and symbol[1] in "WUBRG"


class CumulativeUpkeepRules:
    """Transformer rules of cumulative upkeep; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_cumulative_upkeep(self, c: list) -> Any:
        """'Cumulative upkeep {1}' (702.24a)."""
        return cumulative_upkeep(mana(c[0]))

    def kw_cumulative_upkeep_either(self, c: list) -> Any:
        """'Cumulative upkeep {G} or {W}' (702.24a): for each age counter {G} or {W}, chosen separately, which is
        what one hybrid symbol {G/W} per counter asks for (107.4e: paid with either color's mana)."""
        a, b = mana(c[0]), mana(c[1])
        if not (_one_color(a) and _one_color(b)) or a == b:
            raise Unsupported(f"cumulative upkeep {a} or {b}")
        return cumulative_upkeep("{" + a[1] + "/" + b[1] + "}", text=f"Cumulative upkeep {a} or {b}")

    def kw_cumulative_upkeep_life(self, c: list) -> Any:
        """'Cumulative upkeep—Pay 2 life.' (702.24a; 119.4)."""
        return cumulative_upkeep("", as_int(c[0]))


    def kw_cumulative_upkeep_exile_top(self, c: list) -> Any:
        """'Cumulative upkeep—Exile the top card of your library.' (Thought Lash; 702.24a, 406.2)."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return cumulative_upkeep("", text="Cumulative upkeep—Exile the top card of your library", exile_top=1)

    def trig_cumulative_upkeep_unpaid(self, c: list) -> Trigger:
        """'When a player doesn't pay ~'s cumulative upkeep' (702.24a): 'that player' is the one who didn't."""
        self.scope.player = Triggering()  # type: ignore[attr-defined]
        return Trigger(CUMULATIVE_UPKEEP_UNPAID, this=True)


TRANSFORMER = CumulativeUpkeepRules
