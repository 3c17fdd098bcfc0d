"""'Spend only black mana on X.' (Consume Spirit), the rules part (107.3, 601.2f-h): as the total cost is
determined with the value chosen for X, each mana of X becomes a mana symbol of that color, so only mana of
that color can pay it (the core's total_cost asks the hook point X_MANA_COLOR, rules/hooks.py)."""

from __future__ import annotations

from lithoform.cards.tree import Cost
from lithoform.mechanics.x_mana_color.nodes import SpendOnlyOnX
from lithoform.rules import hooks
from lithoform.rules.continuous.characteristics import face_of
from lithoform.state.model import GameState, Obj, StackAbility


@hooks.X_MANA_COLOR.register
def x_mana_color(state: GameState, oid: int) -> str | None:
    """The color the spell's X must be paid with, if it says 'Spend only [color] mana on X.'."""
    obj = state.objects.get(oid)
    if isinstance(obj, StackAbility):  # 'Spend only black mana on X.' of an activated ability (Crypt Rats, 602.2b)
        cost = getattr(obj.ability, "cost", None)
        return cost.x_color if isinstance(cost, Cost) else None
    if not isinstance(obj, Obj):
        return None
    return next((a.color for a in face_of(obj).abilities if isinstance(a, SpendOnlyOnX)), None)
