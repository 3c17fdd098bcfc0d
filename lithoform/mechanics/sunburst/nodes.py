"""Sunburst's tree node (702.44a). Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class Sunburst(AbilityNode):
    """'Sunburst' (702.44a): as the permanent enters from the stack, a counter for each color of mana spent to
    cast it: `kind` if given (702.44c: 'Modular—Sunburst' gives +1/+1 counters whatever it is), else +1/+1 on a
    creature (its printed types: type-changing effects are ignored) and charge on anything else."""

    kind: str = ""
    text: str = "Sunburst"
