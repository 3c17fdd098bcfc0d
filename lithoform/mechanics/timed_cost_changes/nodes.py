"""Spell cost changes for a time (601.2f, 611.2a-b): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode, PartNode
from lithoform.cards.nodes.refs import Filter


class SpellCostChangeFor(EffectNode):
    """'Noncreature spells your opponents cast cost {2} more to cast until your next turn.': spells matching
    `filter` (read relative to the effect's controller) cost `mana` more (or less, `less`) to cast while the
    effect lasts (`until`: "end_of_turn" or "until_your_next_turn", 611.2a-b)."""

    filter: Filter
    mana: str
    less: bool = False
    until: str = "end_of_turn"


class SpellCostChangePart(PartNode):
    """The continuous effect a `SpellCostChangeFor` makes. In no layer: it changes a rule (the total cost of
    spells, 601.2f), not characteristics (611.2c)."""

    filter: Filter
    mana: str
    less: bool = False
