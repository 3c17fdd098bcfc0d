"""A floor on the total cost of spells (Trinisphere).

- 601.2f: the total cost is the mana cost or alternative cost plus increases minus reductions; Trinisphere's
  ruling: "Finally, apply Trinisphere's effect if the mana component of the spell's cost is less than three mana.
  The mana value of the spell remains unchanged, no matter what the total cost to cast it was." The missing mana
  is generic (its reminder text).
- 611.3a: 'as long as ~ is untapped': the floor exists only while the condition holds.
"""

from __future__ import annotations

from lithoform.cards.mana import ManaCost, parse_cost
from lithoform.mechanics.cost_floors.nodes import SpellCostFloor
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.hooks import SPELL_COST_FLOORS
from lithoform.state.model import Choices, GameState


def cost_floor(state: GameState, player: int, oid: int, total: ManaCost) -> ManaCost | None:
    """601.2f: the total raised to the highest floor that applies, with generic mana; None when none does."""
    floors = battlefield_abilities(state, SpellCostFloor)
    least = max((a.least for pid, a in floors if a.condition is None or condition_holds(
        state, a.condition, Ctx(state, pid, state.objects[pid].controller, pid, Choices(), ()))), default=0)
    missing = least - total.mana_value
    return total.plus(parse_cost(f"{{{missing}}}")) if missing > 0 else None


SPELL_COST_FLOORS.register(cost_floor, needs=("SpellCostFloor",))
