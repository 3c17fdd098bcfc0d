"""Replacement effects on the mana a permanent is tapped for (Damping Sphere, Contamination, Ritual of Subdual, Mana
Reflection).

- 106.12: to tap a permanent for mana is to activate a mana ability of it with {T} in its activation cost.
- 106.12b: a replacement effect that applies if a permanent is tapped for mana (of a specific amount) modifies the
  mana production event while that ability resolves and makes mana (605.3b: at once, as it is activated).
- 614.1a: 'instead'. 'instead of any other type and amount': the one mana named; 'instead of any other type': as
  much mana, of the type named; 'twice as much of that mana': the same mana, twice.
- 616.1: when several apply, the affected object's controller chooses one, then the others are checked again
  (Damping Sphere's ruling: "If multiple replacement effects would modify what mana an ability you control
  produces, choose one to apply. After that, determine if any others are applicable. A replacement effect can't
  apply to the same event more than once this way."). The engine makes that choice for the player: the order
  that leaves the most mana, the earliest effect first among equals.

The payment planner reads the same answer (payment.made_options), so the auto-payer counts the replaced mana.
"""

from __future__ import annotations

import itertools

from lithoform.cards.mana import mana_units
from lithoform.cards.tree import ActivatedAbility
from lithoform.mechanics.mana_replacements.nodes import TappedManaInstead
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import MANA_REPLACEMENTS
from lithoform.state.model import GameState

_MAX_ORDERS = 24  # (four effects at once; more are tried in their first orders only)


def _applied(a: TappedManaInstead, option: str) -> str | None:
    """The mana after one replacement (614.1a), or None when it doesn't apply to this much mana."""
    made = len(mana_units(option, 0))
    if made < a.at_least:
        return None
    if a.times:  # 'twice as much of that mana'
        return option * a.times
    return a.produces * made if a.per_unit else a.produces


def tapped_mana_instead(state: GameState, player: int, source: int, ability: ActivatedAbility, option: str) -> str:
    """106.12b: the mana `source` makes when tapped for `option` by `ability`, after the replacements (616.1)."""
    if not ability.cost.tap or not option:
        return option  # 106.12: not tapped for mana; '' adds no mana (106.7)
    found = [a for pid, a in battlefield_abilities(state, TappedManaInstead)
             if matches(state, a.filter, source, state.objects[pid].controller, pid)]
    if not found:
        return option
    best = option
    for order in itertools.islice(itertools.permutations(range(len(found))), _MAX_ORDERS):
        now, left = option, list(order)
        while left:  # 616.1: apply one, then check the rest again; each applies at most once
            i = next((i for i in left if _applied(found[i], now) is not None), None)
            if i is None:
                break
            now = _applied(found[i], now) or now
            left.remove(i)
        if best is option or len(mana_units(now, 0)) > len(mana_units(best, 0)):
            best = now
    return best


MANA_REPLACEMENTS.register(tapped_mana_instead, needs=("TappedManaInstead",))
