"""A floor on the total cost of spells: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode


class SpellCostFloor(AbilityNode):
    """'Each spell that would cost less than three mana to cast costs three mana to cast.' (Trinisphere; 601.2f):
    a spell's total mana cost, after every increase and reduction, is raised to `least` mana with generic mana
    (the reminder text: "Additional mana in the cost may be paid with any color of mana or colorless mana."),
    while `condition` holds (611.3a: 'as long as ~ is untapped'). Its mana value doesn't change."""

    least: int
    condition: unions.Condition | None = None
    text: str = ""
