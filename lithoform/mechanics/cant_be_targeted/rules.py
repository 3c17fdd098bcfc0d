""""Can't be the target of spells or abilities your opponents control this turn" (115.4, 611.2; Vines of
Vastwood). A resolved spell's continuous effect records its controller and the objects it affects (611.2c);
while it lasts, a spell or ability controlled by an opponent of that controller can't target them (115.4,
601.2c), and one that already targets them finds the target illegal as it resolves (608.2b). The core asks
through TARGET_FORBIDDEN_TO (rules/hooks.py) with the targeting spell's or ability's controller."""

from __future__ import annotations

from lithoform.cards.tree import CantBeTargetedByOpponents
from lithoform.rules import hooks
from lithoform.state.model import GameState


@hooks.TARGET_FORBIDDEN_TO.register
def cant_be_targeted_by_opponents(state: GameState, ref: int, controller: int) -> bool:
    """115.4: whether an effect says `ref` can't be the target of spells or abilities `controller` controls:
    the effect's controller's opponents (102.3) are barred; its controller and their teammates are not."""
    for e in state.effects:
        if ref in e.affected and e.controller != controller and any(
                isinstance(p, CantBeTargetedByOpponents) for p in e.parts):
            return True
    return False
