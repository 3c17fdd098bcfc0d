"""Echo (702.30), its text part: the triggered ability 'echo {cost}' stands for, and its transformer rule.
Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    ControlledSinceLastUpkeep,
    SacrificeObjects,
    This,
    Trigger,
    TriggeredAbility,
    UnlessPays,
)
from lithoform.compiler.values import mana


def echo(cost: str) -> TriggeredAbility:
    """702.30a: 'At the beginning of your upkeep, if this permanent came under your control since the
    beginning of your last upkeep, sacrifice it unless you pay [cost].' (the rules part)"""
    return TriggeredAbility(
        trigger=Trigger("step", step="upkeep", whose="your"),
        effect=UnlessPays(cost, SacrificeObjects(This())),
        condition=ControlledSinceLastUpkeep(),
        keyword="Echo",
        text=f"Echo {cost}",
    )


class EchoRules:
    """Transformer rules of echo; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_echo(self, c: list) -> Any:
        """'Echo {2}{R}' (702.30a)."""
        return echo(mana(c[0]))


TRANSFORMER = EchoRules
