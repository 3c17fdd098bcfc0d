"""A cost increase per spell its caster has already cast this turn (Damping Sphere).

- 601.2f: the total cost is the mana cost or alternative cost plus cost increases minus reductions; Damping
  Sphere's ruling: "To determine a spell's total cost, start with the mana cost (or an alternative cost), add any
  cost increases, then apply any cost reductions."
- 601.2i: a spell becomes cast once its costs are paid, so the spell being cast isn't one of the 'other' spells.
- Damping Sphere's ruling: "Damping Sphere's second ability counts spells that were cast during a turn even if
  Damping Sphere wasn't on the battlefield as they were cast." The count comes from the turn's cast events.
"""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.mechanics.cast_count_taxes.nodes import CastCountTax
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.hooks import SPELL_COST_CHANGES
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState


def spells_cast_this_turn(state: GameState, player: int, but: int) -> int:
    """The spells `player` has cast this turn, other than `but` (the one being cast)."""
    return sum(1 for e in events_this_turn(state)
               if e.kind == "cast" and e.args.get("player") == player and e.args.get("obj") != but)


def cast_count_tax(state: GameState, player: int, oid: int) -> Iterator[tuple[str, bool]]:
    """601.2f: `mana` more for each other spell the caster has cast this turn, for each such ability."""
    taxes = battlefield_abilities(state, CastCountTax)
    if not taxes:
        return
    n = spells_cast_this_turn(state, player, oid)
    for _pid, a in taxes:
        for _ in range(n):
            yield a.mana, False


SPELL_COST_CHANGES.register(cast_count_tax, needs=("CastCountTax",))
