"""Casting windows (601.3), the tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class DuringSteps(ConditionNode):
    """'during combat', 'during an opponent's upkeep', 'before the combat damage step' (500, 601.3): it is one
    of `steps` (rules/turn/steps.py names), of the turn of `whose` ('you': the condition's controller,
    'opponent': an opponent of theirs, '': anyone's)."""

    steps: tuple[str, ...]
    whose: str = ""


class AttackedThisStep(ConditionNode):
    """'you've been attacked this step' (508.1): it is the declare attackers step and a creature attacks the
    condition's controller (a creature attacking only their planeswalker doesn't: the Eightfold Maze ruling)."""
