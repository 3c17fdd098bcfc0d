"""Mana-spent conditions: the mechanic's condition node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class ManaWasSpent(ConditionNode):
    """601.2h: the mana spent to cast the spell (the resolving spell, or the spell the permanent was) had at least
    `at_least` mana of each of `colors` ('{W}': W once; '{U}{B}': U and B; 'three white mana': W three times);
    `same_color`: at least `at_least` mana of one color, whichever (Henge Walker)."""

    colors: str = ""
    at_least: int = 1
    same_color: bool = False
    negated: bool = False  # 'unless {U} was spent to cast it'
