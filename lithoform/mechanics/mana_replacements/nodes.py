"""Replacement effects on the mana a permanent is tapped for: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class TappedManaInstead(AbilityNode):
    """'If a land is tapped for two or more mana, it produces {C} instead of any other type and amount.' (Damping
    Sphere; 106.12b, 614.1a): while a mana ability with {T} in its cost of a permanent `filter` matches makes at
    least `at_least` mana, it makes `produces` instead: that mana alone ('instead of any other type and amount'),
    or, with `per_unit`, one of that type for each mana it would have made ('instead of any other type'); with
    `times`, that many times the mana it would have made ('it produces twice as much of that mana instead': Mana
    Reflection)."""

    filter: Filter
    produces: str  # a mana symbol: '{C}', '{B}'
    per_unit: bool = False
    at_least: int = 1
    times: int = 0
    text: str = ""
